; edge_cases.ll (hand-written).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.xfeature = private unnamed_addr constant [9 x i8] c"xfeature\00"
@.null = private unnamed_addr constant [5 x i8] c"null\00"
@.loop = private unnamed_addr constant [5 x i8] c"loop\00"
@.after = private unnamed_addr constant [6 x i8] c"after\00"
@mutable = global [4 x i8] c"mut\00"
@g = global i32 0

declare void @swarm_log(ptr)
declare void @__VERIFIER_assume(i32)
declare i32 @__VERIFIER_nondet_int()

; "feature" through a constant offset into "xfeature"; a non-constant global.
define void @offsets() {
entry:
  call void @swarm_log(ptr getelementptr inbounds (i8, ptr @.xfeature, i64 1))
  call void @swarm_log(ptr @mutable)
  ret void
}

; A store through null before an omitted log call: it is a null-dereference
; check and must survive (llvm::removeUnreachableBlocks would turn it into
; `unreachable`).
define void @null_store() {
entry:
  store i32 1, ptr null
  call void @swarm_log(ptr @.null)
  ret void
}

; A user's assume(0) followed by more code, behind a branch.
define void @user_assume(i32 %x) {
entry:
  %c = icmp eq i32 %x, 3
  br i1 %c, label %dead, label %live

dead:
  call void @__VERIFIER_assume(i32 0)
  store i32 1, ptr @g
  br label %live

live:
  store i32 2, ptr @g
  ret void
}

; A loop whose only exit logs "loop": omitting it keeps the loop (it may not
; terminate: least fixed point) and turns the exit test into an assumption.
define void @loop_exit() {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %c = icmp slt i32 %i, 10
  br i1 %c, label %body, label %exit

body:
  store i32 %i, ptr @g
  %next = add i32 %i, 1
  br label %header

exit:
  call void @swarm_log(ptr @.loop)
  ret void
}

; Self loop with no exit before the omitted call.
define void @spin() {
entry:
  br label %spin

spin:
  %n = call i32 @__VERIFIER_nondet_int()
  %c = icmp eq i32 %n, 0
  br i1 %c, label %spin, label %out

out:
  call void @swarm_log(ptr @.after)
  ret void
}

define i32 @main() {
entry:
  call void @offsets()
  call void @null_store()
  call void @user_assume(i32 1)
  call void @loop_exit()
  call void @spin()
  ret i32 0
}
