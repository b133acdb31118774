export function meta() {
  return [{ title: "Empty page" }, { name: "description", content: "The empty page of the stack, for measuring." }];
}

export default function Home() {
  return (
    <main>
      <h1>Empty page</h1>
      <p>Nothing but a heading and this paragraph, hydrated by React Router.</p>
    </main>
  );
}
