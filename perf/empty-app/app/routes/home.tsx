export function meta() {
  return [{ title: "Empty page" }, { name: "description", content: "The empty page of the stack, for measuring." }];
}

export default function Home() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">Empty page</h1>
      <p className="mt-4 text-lg">Nothing but a heading and this paragraph, hydrated by React Router.</p>
    </main>
  );
}
