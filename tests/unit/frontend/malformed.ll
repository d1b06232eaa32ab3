; Fixture: a syntax error on line 4 (unknown type).
define i32 @main() {
entry:
  %x = add i33x 1, 2
  ret i32 0
}
