/** Refusals the server names with a `reason` (docs/console.md, Server calls), by that reason. */
export const serverErrors = {
  subscriber: {
    notFound: 'No subscriber {{id}}',
  },
};
