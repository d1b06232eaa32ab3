; twice compiled for i386 (clang -m32): 32-bit long and pointers.
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

define i32 @twice(i32 %value) {
  %result = shl i32 %value, 1
  ret i32 %result
}
