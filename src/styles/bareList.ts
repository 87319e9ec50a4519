/** A list drawn by its own rules: no bullets, and none of the browser's indent or outer margin. */
export const bareList = `
  margin: 0;
  padding: 0;
  list-style: none;
`;
