; ModuleID = '<stdin>'
source_filename = "interproc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"push\00", align 1, !dbg !0
@stack = dso_local global [8 x i32] zeroinitializer, align 16, !dbg !7
@top = dso_local global i32 0, align 4, !dbg !18
@.str.1 = private unnamed_addr constant [6 x i8] c"clear\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [6 x i8] c"count\00", align 1, !dbg !16

; Function Attrs: noinline nounwind uwtable
define dso_local void @push(i32 noundef %x) #0 !dbg !32 {
entry:
    #dbg_value(i32 %x, !36, !DIExpression(), !37)
  call void @swarm_log(ptr noundef @.str), !dbg !38
  %0 = load i32, ptr @top, align 4, !dbg !39
  %inc = add nsw i32 %0, 1, !dbg !39
  store i32 %inc, ptr @top, align 4, !dbg !39
  %idxprom = sext i32 %0 to i64, !dbg !40
  %arrayidx = getelementptr inbounds [8 x i32], ptr @stack, i64 0, i64 %idxprom, !dbg !40
  store i32 %x, ptr %arrayidx, align 4, !dbg !41
  ret void, !dbg !42
}

declare void @swarm_log(ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @push_twice(i32 noundef %x) #0 !dbg !43 {
entry:
    #dbg_value(i32 %x, !44, !DIExpression(), !45)
  call void @push(i32 noundef %x), !dbg !46
  %add = add nsw i32 %x, 1, !dbg !47
  call void @push(i32 noundef %add), !dbg !48
  ret void, !dbg !49
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @clear() #0 !dbg !50 {
entry:
  call void @swarm_log(ptr noundef @.str.1), !dbg !53
  store i32 0, ptr @top, align 4, !dbg !54
  ret void, !dbg !55
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @count(i32 noundef %n) #0 !dbg !56 {
entry:
    #dbg_value(i32 %n, !57, !DIExpression(), !58)
  %cmp = icmp sgt i32 %n, 0, !dbg !59
  br i1 %cmp, label %if.then, label %if.end, !dbg !61

if.then:                                          ; preds = %entry
  %sub = sub nsw i32 %n, 1, !dbg !62
  call void @count(i32 noundef %sub), !dbg !63
  br label %if.end, !dbg !63

if.end:                                           ; preds = %if.then, %entry
  call void @swarm_log(ptr noundef @.str.2), !dbg !64
  ret void, !dbg !65
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !66 {
entry:
  %call = call i32 @__VERIFIER_nondet_int(), !dbg !69
    #dbg_value(i32 %call, !70, !DIExpression(), !71)
  %cmp = icmp eq i32 %call, 0, !dbg !72
  br i1 %cmp, label %if.then, label %if.else, !dbg !74

if.then:                                          ; preds = %entry
  %call1 = call i32 @__VERIFIER_nondet_int(), !dbg !75
  call void @push_twice(i32 noundef %call1), !dbg !76
  br label %if.end8, !dbg !76

if.else:                                          ; preds = %entry
  %cmp2 = icmp eq i32 %call, 1, !dbg !77
  br i1 %cmp2, label %if.then3, label %if.else4, !dbg !79

if.then3:                                         ; preds = %if.else
  call void @clear(), !dbg !80
  br label %if.end7, !dbg !80

if.else4:                                         ; preds = %if.else
  %cmp5 = icmp eq i32 %call, 2, !dbg !81
  br i1 %cmp5, label %if.then6, label %if.end, !dbg !83

if.then6:                                         ; preds = %if.else4
  call void @count(i32 noundef %call), !dbg !84
  br label %if.end, !dbg !84

if.end:                                           ; preds = %if.then6, %if.else4
  br label %if.end7

if.end7:                                          ; preds = %if.end, %if.then3
  br label %if.end8

if.end8:                                          ; preds = %if.end7, %if.then
  %0 = load i32, ptr @top, align 4, !dbg !85
  ret i32 %0, !dbg !86
}

declare i32 @__VERIFIER_nondet_int() #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "interproc.c", directory: "/work/main/tests/unit/logsrt", checksumkind: CSK_MD5, checksum: "27be0d73ff82829e2fd6f569dddfc9a4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "stack", scope: !9, file: !2, line: 8, type: !21, isLocal: false, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11, !16, !7, !18}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !13, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "top", scope: !9, file: !2, line: 9, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 8)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 11, type: !33, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !20}
!35 = !{}
!36 = !DILocalVariable(name: "x", arg: 1, scope: !32, file: !2, line: 11, type: !20)
!37 = !DILocation(line: 0, scope: !32)
!38 = !DILocation(line: 12, column: 3, scope: !32)
!39 = !DILocation(line: 13, column: 12, scope: !32)
!40 = !DILocation(line: 13, column: 3, scope: !32)
!41 = !DILocation(line: 13, column: 16, scope: !32)
!42 = !DILocation(line: 14, column: 1, scope: !32)
!43 = distinct !DISubprogram(name: "push_twice", scope: !2, file: !2, line: 16, type: !33, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !35)
!44 = !DILocalVariable(name: "x", arg: 1, scope: !43, file: !2, line: 16, type: !20)
!45 = !DILocation(line: 0, scope: !43)
!46 = !DILocation(line: 17, column: 3, scope: !43)
!47 = !DILocation(line: 18, column: 10, scope: !43)
!48 = !DILocation(line: 18, column: 3, scope: !43)
!49 = !DILocation(line: 19, column: 1, scope: !43)
!50 = distinct !DISubprogram(name: "clear", scope: !2, file: !2, line: 21, type: !51, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9)
!51 = !DISubroutineType(types: !52)
!52 = !{null}
!53 = !DILocation(line: 22, column: 3, scope: !50)
!54 = !DILocation(line: 23, column: 7, scope: !50)
!55 = !DILocation(line: 24, column: 1, scope: !50)
!56 = distinct !DISubprogram(name: "count", scope: !2, file: !2, line: 28, type: !33, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !35)
!57 = !DILocalVariable(name: "n", arg: 1, scope: !56, file: !2, line: 28, type: !20)
!58 = !DILocation(line: 0, scope: !56)
!59 = !DILocation(line: 29, column: 9, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !2, line: 29, column: 7)
!61 = !DILocation(line: 29, column: 7, scope: !56)
!62 = !DILocation(line: 30, column: 13, scope: !60)
!63 = !DILocation(line: 30, column: 5, scope: !60)
!64 = !DILocation(line: 31, column: 3, scope: !56)
!65 = !DILocation(line: 32, column: 1, scope: !56)
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !67, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !35)
!67 = !DISubroutineType(types: !68)
!68 = !{!20}
!69 = !DILocation(line: 35, column: 12, scope: !66)
!70 = !DILocalVariable(name: "op", scope: !66, file: !2, line: 35, type: !20)
!71 = !DILocation(line: 0, scope: !66)
!72 = !DILocation(line: 36, column: 10, scope: !73)
!73 = distinct !DILexicalBlock(scope: !66, file: !2, line: 36, column: 7)
!74 = !DILocation(line: 36, column: 7, scope: !66)
!75 = !DILocation(line: 37, column: 16, scope: !73)
!76 = !DILocation(line: 37, column: 5, scope: !73)
!77 = !DILocation(line: 38, column: 15, scope: !78)
!78 = distinct !DILexicalBlock(scope: !73, file: !2, line: 38, column: 12)
!79 = !DILocation(line: 38, column: 12, scope: !73)
!80 = !DILocation(line: 39, column: 5, scope: !78)
!81 = !DILocation(line: 40, column: 15, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !2, line: 40, column: 12)
!83 = !DILocation(line: 40, column: 12, scope: !78)
!84 = !DILocation(line: 41, column: 5, scope: !82)
!85 = !DILocation(line: 42, column: 10, scope: !66)
!86 = !DILocation(line: 42, column: 3, scope: !66)
