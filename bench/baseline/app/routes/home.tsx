export function meta() {
  return [{ title: "Hallo" }];
}

export function loader() {
  return { greeting: "Hallo wereld" };
}

export default function Home({ loaderData }: { loaderData: { greeting: string } }) {
  return <h1>{loaderData.greeting}</h1>;
}
