; switch.ll (hand-written): switch targets that log features; @mid ends in
; a switch with two edges into %join (two phi entries for one predecessor).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.zero = private unnamed_addr constant [5 x i8] c"zero\00"
@.one = private unnamed_addr constant [4 x i8] c"one\00"
@.other = private unnamed_addr constant [6 x i8] c"other\00"
@.mid = private unnamed_addr constant [4 x i8] c"mid\00"
@g = global i32 0

declare void @swarm_log(ptr)

define i32 @choose(i32 %x) {
entry:
  switch i32 %x, label %default [
    i32 0, label %zero
    i32 1, label %one
    i32 3, label %one
    i32 2, label %two
  ]

zero:
  call void @swarm_log(ptr @.zero)
  br label %join

one:
  call void @swarm_log(ptr @.one)
  br label %join

two:
  br label %join

default:
  call void @swarm_log(ptr @.other)
  br label %join

join:
  %r = phi i32 [ 0, %zero ], [ 1, %one ], [ 2, %two ], [ 3, %default ]
  ret i32 %r
}

define i32 @dup(i32 %x, i1 %c) {
entry:
  br i1 %c, label %mid, label %join

mid:
  store i32 %x, ptr @g
  call void @swarm_log(ptr @.mid)
  switch i32 %x, label %join [
    i32 4, label %join
    i32 5, label %join
  ]

join:
  %r = phi i32 [ 0, %entry ], [ 1, %mid ], [ 1, %mid ], [ 1, %mid ]
  ret i32 %r
}

define i32 @main() {
entry:
  %a = call i32 @choose(i32 1)
  %b = call i32 @dup(i32 4, i1 true)
  %s = add i32 %a, %b
  ret i32 %s
}
