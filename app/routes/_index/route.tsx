import type { MetaFunction } from "@remix-run/cloudflare";

export const meta: MetaFunction = () => [{ title: "Sabores · Pedidos online" }];

export default function Index() {
  return (
    <main className="page-message">
      <h1>Pedidos online</h1>
      <p>Ingresá con el enlace de tu local favorito.</p>
      <a className="button" href="/menu/sabores">Ver Sabores del Sur</a>
      <p>
        <a href="/guia">Buscar locales cerca tuyo</a>
      </p>
    </main>
  );
}
