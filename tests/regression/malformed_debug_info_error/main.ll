; Valid code, broken debug info that LLVM's stripping cannot reach: the
; compile unit is listed under a misspelt named metadata (!mlvm.dbg.cu instead
; of !llvm.dbg.cu) and its file has a checksum of the wrong length. The
; verifier flags the debug info as broken, StripDebugInfo removes !dbg
; attachments and llvm.dbg.* metadata, but !mlvm.dbg.cu keeps the broken
; nodes alive. Found by tests/fuzz/malformed (seed 2, input 474); swarmbmc
; used to abort with "internal error: module ... is broken after preparation".
define i32 @main() !dbg !10 {
entry:
  %x = alloca i32, align 4
    #dbg_declare(ptr %x, !15, !DIExpression(), !16)
  store i32 1, ptr %x, align 4, !dbg !16
  %0 = load i32, ptr %x, align 4, !dbg !17
  %1 = sub nsw i32 %0, 1, !dbg !17
  ret i32 %1, !dbg !17
}

!mlvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "main.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "720f6398320")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 2, type: !13)
!16 = !DILocation(line: 2, column: 7, scope: !10)
!17 = !DILocation(line: 3, column: 10, scope: !10)
