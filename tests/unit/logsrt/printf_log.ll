; ModuleID = '<stdin>'
source_filename = "printf_log.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"start\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"positive %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [6 x i8] c"used\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"dynamic\00", align 1, !dbg !17

; Function Attrs: noinline nounwind uwtable
define dso_local void @log_name(ptr noundef %name) #0 !dbg !32 {
entry:
    #dbg_value(ptr %name, !38, !DIExpression(), !39)
  call void @swarm_log(ptr noundef %name), !dbg !40
  ret void, !dbg !41
}

declare void @swarm_log(ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !42 {
entry:
  %call = call i32 @__VERIFIER_nondet_int(), !dbg !46
    #dbg_value(i32 %call, !47, !DIExpression(), !48)
  %call1 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !49
  %cmp = icmp sgt i32 %call, 0, !dbg !50
  br i1 %cmp, label %if.then, label %if.end, !dbg !52

if.then:                                          ; preds = %entry
  %call2 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %call), !dbg !53
  br label %if.end, !dbg !53

if.end:                                           ; preds = %if.then, %entry
  %call3 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !54
    #dbg_value(i32 %call3, !55, !DIExpression(), !48)
  call void @log_name(ptr noundef @.str.3), !dbg !56
  ret i32 %call3, !dbg !57
}

declare i32 @__VERIFIER_nondet_int() #1

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "printf_log.c", directory: "/work/main/tests/unit/logsrt", checksumkind: CSK_MD5, checksum: "5bd13e6afae44823f9e099159efaee39")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 6)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !23, splitDebugInlining: false, nameTableKind: None)
!23 = !{!0, !7, !12, !17}
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "log_name", scope: !2, file: !2, line: 8, type: !33, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !22, retainedNodes: !37)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!37 = !{}
!38 = !DILocalVariable(name: "name", arg: 1, scope: !32, file: !2, line: 8, type: !35)
!39 = !DILocation(line: 0, scope: !32)
!40 = !DILocation(line: 9, column: 3, scope: !32)
!41 = !DILocation(line: 10, column: 1, scope: !32)
!42 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !43, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !22, retainedNodes: !37)
!43 = !DISubroutineType(types: !44)
!44 = !{!45}
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DILocation(line: 13, column: 11, scope: !42)
!47 = !DILocalVariable(name: "x", scope: !42, file: !2, line: 13, type: !45)
!48 = !DILocation(line: 0, scope: !42)
!49 = !DILocation(line: 14, column: 3, scope: !42)
!50 = !DILocation(line: 15, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !42, file: !2, line: 15, column: 7)
!52 = !DILocation(line: 15, column: 7, scope: !42)
!53 = !DILocation(line: 16, column: 5, scope: !51)
!54 = !DILocation(line: 17, column: 11, scope: !42)
!55 = !DILocalVariable(name: "n", scope: !42, file: !2, line: 17, type: !45)
!56 = !DILocation(line: 18, column: 3, scope: !42)
!57 = !DILocation(line: 19, column: 3, scope: !42)
