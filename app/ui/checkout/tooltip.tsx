// A small info tooltip that works without JavaScript (<details>), keyboard and
// screen-reader friendly: 'Configurado por el local.', 'Costo de procesamiento de la órden.'
export function Tooltip({ text, label }: { text: string; label: string }) {
  return (
    <details className="co-tip">
      <summary aria-label={`${label}: más información`}>
        <span aria-hidden="true">i</span>
      </summary>
      <span role="note" className="co-tip__text">{text}</span>
    </details>
  );
}
