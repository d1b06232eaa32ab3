#!/bin/sh
# Regenerates the .ll fixtures from the .c files of this folder (the
# hand-written .ll fixtures have no .c source). Run from this folder.
set -e
for c in stack checks interproc printf_log; do
  clang-19 -S -emit-llvm -g -O0 -fno-discard-value-names -Xclang -disable-O0-optnone -D__SWARMBMC__ -I../../../include "$c.c" -o - |
    opt-19 -S -passes=mem2reg,loop-simplify,lcssa -o "$c.ll"
done
