; A string attribute whose name holds a NUL byte ("tune\00cpu"). LLVM's text
; parser and verifier accept it, but the bitcode writer stores attribute
; strings NUL-terminated, so the module cannot be read back from its own
; bitcode ("Unknown attribute kind (0)"). swarmbmc serialises the prepared
; module for its swarm workers, and used to abort with an uncaught
; "cannot re-read the prepared module". Found by the libFuzzer target
; (tests/fuzz/libfuzzer/) with a mutated `attributes #2` line.
define i32 @main() #0 {
entry:
  ret i32 0
}

attributes #0 = { nounwind "tune\00cpu"="generic" }
