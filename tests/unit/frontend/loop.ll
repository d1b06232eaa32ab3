; Fixture: a loop with no preheader (two outside predecessors) and two latches,
; scalar locals in allocas, and functions marked optnone as clang -O0 does.
define i32 @count(i32 %n, i1 %c) #0 {
entry:
  %i = alloca i32, align 4
  %s = alloca i32, align 4
  store i32 0, ptr %i, align 4
  store i32 0, ptr %s, align 4
  br i1 %c, label %header, label %side

side:
  br label %header

header:
  %iv = load i32, ptr %i, align 4
  %cmp = icmp slt i32 %iv, %n
  br i1 %cmp, label %body, label %exit

body:
  %sv = load i32, ptr %s, align 4
  %add = add i32 %sv, %iv
  store i32 %add, ptr %s, align 4
  %inc = add i32 %iv, 1
  store i32 %inc, ptr %i, align 4
  %odd = and i32 %iv, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %header, label %skip

skip:
  br label %header

exit:
  %r = load i32, ptr %s, align 4
  ret i32 %r
}

declare void @external()

define i32 @main() #0 {
entry:
  %r = call i32 @count(i32 10, i1 true)
  ret i32 %r
}

attributes #0 = { noinline optnone }
