/**
 * An e-mail address that a narrow box may wrap only where a reader expects it: just before the "@"
 * ("learner" / "@example.org"), never inside "example.org" as `break-all` did. Only an address
 * longer than the box on both sides of the "@" is broken anywhere, as the last resort.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return (
    <span data-email="" className={className ?? '[overflow-wrap:anywhere]'}>
      {local}
      {domain ? <wbr /> : null}
      {domain}
    </span>
  );
}
