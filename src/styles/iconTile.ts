/** A rounded square, `size` wide, with its icon centred at `iconSize`; the caller gives its colours. */
export const iconTile = (size: string, iconSize: string) => `
  display: inline-grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: var(--radius-md);
  & svg {
    width: ${iconSize};
    height: ${iconSize};
  }
`;
