/** Sets the document title while the page is shown (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Tolk`}</title>;
}
