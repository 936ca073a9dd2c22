export function NotFoundView({ message }: { message?: string }) {
  return (
    <main className="page-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">No encontramos lo que buscas</h1>
      <p>{message ?? "La página que buscas no existe o ya no está disponible."}</p>
      <a className="button" href="/">Volver al inicio</a>
    </main>
  );
}
