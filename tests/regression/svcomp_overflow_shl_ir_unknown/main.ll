; A left shift in IR we did not compile: nothing says whether its operand
; is signed, so a shift that may move a bit into the sign bit is UNKNOWN
; under no-overflow, never a wrong "true" or "false".
declare i32 @__VERIFIER_nondet_uint()

define i32 @main() {
  %x = call i32 @__VERIFIER_nondet_uint()
  %y = shl i32 %x, 3
  ret i32 %y
}
