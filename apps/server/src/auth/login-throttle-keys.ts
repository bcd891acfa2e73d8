/** A shared address (a school, an office) gets this many times the attempts one account gets. */
export const ADDRESS_LIMIT_FACTOR = 4;

/** Failed sign-ins are counted per e-mail and per client address. */
export const throttleKeys = {
  email: (email: string) => `email:${email}`,
  address: (ip: string) => `ip:${ip}`,
};
