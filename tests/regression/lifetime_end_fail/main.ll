; A block-scoped local whose scope ended (llvm.lifetime.end, as clang emits
; with optimisation) is read through a pointer that outlived it.
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare i32 @__VERIFIER_nondet_int()

@keep = global ptr null  ; the pointer outlives the scope (a global: not promotable)

define i32 @main() {
entry:
  %inner = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %inner)
  %v = call i32 @__VERIFIER_nondet_int()
  store i32 %v, ptr %inner
  store ptr %inner, ptr @keep
  call void @llvm.lifetime.end.p0(i64 4, ptr %inner)
  %p = load ptr, ptr @keep
  %r = load i32, ptr %p
  ret i32 %r
}
