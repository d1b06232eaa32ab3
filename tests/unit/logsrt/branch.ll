; branch.ll (hand-written): a diamond whose arms log "left" and "right".
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.left = private unnamed_addr constant [5 x i8] c"left\00"
@.right = private unnamed_addr constant [6 x i8] c"right\00"
@g = global i32 0

declare void @swarm_log(ptr)

define void @diamond(i32 %x) {
entry:
  %c = icmp sgt i32 %x, 10
  br i1 %c, label %then, label %else

then:
  %t = add i32 %x, 1
  call void @swarm_log(ptr @.left)
  br label %join

else:
  call void @swarm_log(ptr @.right)
  br label %join

join:
  %p = phi i32 [ %t, %then ], [ 2, %else ]
  store i32 %p, ptr @g
  ret void
}

define i32 @main() {
entry:
  call void @diamond(i32 5)
  ret i32 0
}
