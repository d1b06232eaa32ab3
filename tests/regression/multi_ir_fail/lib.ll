; pick(x) = x + 1, as hand-written IR without a target triple.
define i32 @pick(i32 %x) {
  %y = add nsw i32 %x, 1
  ret i32 %y
}
