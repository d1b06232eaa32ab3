#!/usr/bin/env bash
# Installs the Debian 12 packages swarmbmc needs, only those that are missing.
# dpkg-dev and file: `make package` (CPack's dpkg-shlibdeps finds the
# package's library dependencies; CPack uses file to spot the binaries).
# libc6-dev-i386 and lib32gcc-12-dev: --32 (i386 headers) and replay of its traces (i386 link).
# Idempotent: on a machine that has everything it does nothing (no apt-get update).
set -euo pipefail
packages=(cmake ninja-build g++ python3 clang-19 llvm-19-dev libzstd-dev libz3-dev
          libcadical-dev libcryptominisat5-dev libtbb-dev nlohmann-json3-dev catch2 libcli11-dev
          csmith libcsmith-dev libclang-rt-19-dev
          python3-jsonschema python3-yaml python3-matplotlib libyaml-cpp-dev libc6-dev-i386 lib32gcc-12-dev
          openmpi-bin libopenmpi-dev dpkg-dev file)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  SUDO=sudo
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
