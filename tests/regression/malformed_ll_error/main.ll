; Not valid LLVM IR: the call uses an undefined value and the body of @main
; is never closed.
define i32 @main() {
entry:
  %x = add i32 %undefined_value, 1
  ret i32 %x
