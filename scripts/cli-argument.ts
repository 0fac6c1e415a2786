/** The value after `--name` on the command line (`npm run x -- --name value`), if given. */
export const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? undefined : process.argv[index + 1]
}
