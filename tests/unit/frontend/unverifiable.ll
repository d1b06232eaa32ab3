; Fixture: parses, but fails the verifier (use before definition). Its current
; "Debug Info Version" makes LLVM's own reader abort the process on it
; ("LLVM ERROR: Broken module found"); the frontend must throw InputError instead.
define i32 @main() {
entry:
  %a = add i32 %b, 1
  %b = add i32 1, 2
  ret i32 %a
}

!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
