export default function HomePage() {
  return <h1 id="hero">Scale your business with us</h1>;
}
