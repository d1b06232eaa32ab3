; llvm.fptosi.sat / llvm.fptoui.sat: truncation toward zero clamped to the
; result's range, NaN -> 0 (what Rust's `as` compiles to). Any double
; converts without undefined behaviour, and the result is 127 exactly for
; x >= 127 (+infinity included).
declare double @__VERIFIER_nondet_double()
declare void @reach_error()
declare i8 @llvm.fptosi.sat.i8.f64(double)
declare i8 @llvm.fptoui.sat.i8.f64(double)
declare i32 @llvm.fptosi.sat.i32.f32(float)

define i32 @main() {
entry:
  %big = call i8 @llvm.fptosi.sat.i8.f64(double 300.0)
  %low = call i8 @llvm.fptosi.sat.i8.f64(double -1.0e10)
  %nan = call i8 @llvm.fptosi.sat.i8.f64(double 0x7FF8000000000000)
  %neg = call i8 @llvm.fptoui.sat.i8.f64(double -5.5)
  %huge = call i8 @llvm.fptoui.sat.i8.f64(double 0x7FF0000000000000)
  %cut = call i32 @llvm.fptosi.sat.i32.f32(float -2.75)
  %c1 = icmp eq i8 %big, 127
  %c2 = icmp eq i8 %low, -128
  %c3 = icmp eq i8 %nan, 0
  %c4 = icmp eq i8 %neg, 0
  %c5 = icmp eq i8 %huge, -1
  %c6 = icmp eq i32 %cut, -2
  %a1 = and i1 %c1, %c2
  %a2 = and i1 %a1, %c3
  %a3 = and i1 %a2, %c4
  %a4 = and i1 %a3, %c5
  %constants = and i1 %a4, %c6
  %x = call double @__VERIFIER_nondet_double()
  %s = call i8 @llvm.fptosi.sat.i8.f64(double %x)
  %is_max = icmp eq i8 %s, 127
  %ok_pos = fcmp oge double %x, 127.0
  %miss = xor i1 %ok_pos, %is_max
  %fine = xor i1 %miss, true
  %all = and i1 %constants, %fine
  br i1 %all, label %done, label %error
error:
  call void @reach_error()
  ret i32 1
done:
  ret i32 0
}
