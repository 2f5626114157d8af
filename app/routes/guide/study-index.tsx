export default function Page() {
  return <h1>In opbouw</h1>;
}
