; llvm.fptosi.sat: any double at or above 127 (or +infinity) gives 127, so
; the result reaches 127 for some input.
declare double @__VERIFIER_nondet_double()
declare void @reach_error()
declare i8 @llvm.fptosi.sat.i8.f64(double)

define i32 @main() {
entry:
  %x = call double @__VERIFIER_nondet_double()
  %s = call i8 @llvm.fptosi.sat.i8.f64(double %x)
  %is_max = icmp eq i8 %s, 127
  br i1 %is_max, label %error, label %done
error:
  call void @reach_error()
  ret i32 1
done:
  ret i32 0
}
