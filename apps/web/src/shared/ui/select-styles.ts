/** Native select look shared by every dropdown. */
export const selectClasses =
  'block h-9 w-full rounded-lg border-0 bg-white py-0 pl-3 pr-8 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 ' +
  'focus:outline-none focus:ring-2 focus:ring-inset focus:ring-indigo-500 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';
