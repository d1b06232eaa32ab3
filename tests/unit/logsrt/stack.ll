; ModuleID = '<stdin>'
source_filename = "stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"push\00", align 1, !dbg !0
@stack = dso_local global [64 x i32] zeroinitializer, align 16, !dbg !7
@top = dso_local global i32 0, align 4, !dbg !18
@.str.1 = private unnamed_addr constant [4 x i8] c"pop\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [4 x i8] c"top\00", align 1, !dbg !16

; Function Attrs: noinline nounwind uwtable
define dso_local void @push(i32 noundef %x) #0 !dbg !32 {
entry:
    #dbg_value(i32 %x, !36, !DIExpression(), !37)
  call void @swarm_log(ptr noundef @.str), !dbg !38
  %0 = load i32, ptr @top, align 4, !dbg !39
  %inc = add nsw i32 %0, 1, !dbg !39
  store i32 %inc, ptr @top, align 4, !dbg !39
  %idxprom = sext i32 %0 to i64, !dbg !40
  %arrayidx = getelementptr inbounds [64 x i32], ptr @stack, i64 0, i64 %idxprom, !dbg !40
  store i32 %x, ptr %arrayidx, align 4, !dbg !41
  ret void, !dbg !42
}

declare void @swarm_log(ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @pop() #0 !dbg !43 {
entry:
  call void @swarm_log(ptr noundef @.str.1), !dbg !46
  %0 = load i32, ptr @top, align 4, !dbg !47
  %cmp = icmp sgt i32 %0, 0, !dbg !49
  br i1 %cmp, label %if.then, label %if.end, !dbg !50

if.then:                                          ; preds = %entry
  %1 = load i32, ptr @top, align 4, !dbg !51
  %dec = add nsw i32 %1, -1, !dbg !51
  store i32 %dec, ptr @top, align 4, !dbg !51
  %2 = load i32, ptr @top, align 4, !dbg !53
  %idxprom = sext i32 %2 to i64, !dbg !54
  %arrayidx = getelementptr inbounds [64 x i32], ptr @stack, i64 0, i64 %idxprom, !dbg !54
  %3 = load i32, ptr %arrayidx, align 4, !dbg !54
  br label %return, !dbg !55

if.end:                                           ; preds = %entry
  br label %return, !dbg !56

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %3, %if.then ], [ -1, %if.end ], !dbg !57
  ret i32 %retval.0, !dbg !58
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @top_value() #0 !dbg !59 {
entry:
  call void @swarm_log(ptr noundef @.str.2), !dbg !60
  %0 = load i32, ptr @top, align 4, !dbg !61
  %cmp = icmp sgt i32 %0, 0, !dbg !63
  br i1 %cmp, label %if.then, label %if.end, !dbg !64

if.then:                                          ; preds = %entry
  %1 = load i32, ptr @top, align 4, !dbg !65
  %sub = sub nsw i32 %1, 1, !dbg !66
  %idxprom = sext i32 %sub to i64, !dbg !67
  %arrayidx = getelementptr inbounds [64 x i32], ptr @stack, i64 0, i64 %idxprom, !dbg !67
  %2 = load i32, ptr %arrayidx, align 4, !dbg !67
  br label %return, !dbg !68

if.end:                                           ; preds = %entry
  br label %return, !dbg !69

return:                                           ; preds = %if.end, %if.then
  %retval.0 = phi i32 [ %2, %if.then ], [ -1, %if.end ], !dbg !70
  ret i32 %retval.0, !dbg !71
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !72 {
entry:
    #dbg_value(i32 0, !73, !DIExpression(), !75)
  br label %for.cond, !dbg !76

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ], !dbg !77
    #dbg_value(i32 %i.0, !73, !DIExpression(), !75)
  %cmp = icmp slt i32 %i.0, 70, !dbg !78
  br i1 %cmp, label %for.body, label %for.end, !dbg !80

for.body:                                         ; preds = %for.cond
  %call = call i32 @__VERIFIER_nondet_int(), !dbg !81
    #dbg_value(i32 %call, !83, !DIExpression(), !84)
  %cmp1 = icmp eq i32 %call, 0, !dbg !85
  br i1 %cmp1, label %if.then, label %if.else, !dbg !87

if.then:                                          ; preds = %for.body
  %call2 = call i32 @__VERIFIER_nondet_int(), !dbg !88
  call void @push(i32 noundef %call2), !dbg !89
  br label %if.end8, !dbg !89

if.else:                                          ; preds = %for.body
  %cmp3 = icmp eq i32 %call, 1, !dbg !90
  br i1 %cmp3, label %if.then4, label %if.else6, !dbg !92

if.then4:                                         ; preds = %if.else
  %call5 = call i32 @pop(), !dbg !93
  br label %if.end, !dbg !93

if.else6:                                         ; preds = %if.else
  %call7 = call i32 @top_value(), !dbg !94
  br label %if.end

if.end:                                           ; preds = %if.else6, %if.then4
  br label %if.end8

if.end8:                                          ; preds = %if.end, %if.then
  br label %for.inc, !dbg !95

for.inc:                                          ; preds = %if.end8
  %inc = add nsw i32 %i.0, 1, !dbg !96
    #dbg_value(i32 %inc, !73, !DIExpression(), !75)
  br label %for.cond, !dbg !97, !llvm.loop !98

for.end:                                          ; preds = %for.cond
  ret i32 0, !dbg !101
}

declare i32 @__VERIFIER_nondet_int() #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack.c", directory: "/work/main/tests/unit/logsrt", checksumkind: CSK_MD5, checksum: "a6159fff4c8b60f81c2786c6478399b7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "stack", scope: !9, file: !2, line: 24, type: !21, isLocal: false, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !11, !16, !7, !18}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !13, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "top", scope: !9, file: !2, line: 25, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 2048, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 64)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 27, type: !33, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !20}
!35 = !{}
!36 = !DILocalVariable(name: "x", arg: 1, scope: !32, file: !2, line: 27, type: !20)
!37 = !DILocation(line: 0, scope: !32)
!38 = !DILocation(line: 28, column: 3, scope: !32)
!39 = !DILocation(line: 29, column: 12, scope: !32)
!40 = !DILocation(line: 29, column: 3, scope: !32)
!41 = !DILocation(line: 29, column: 16, scope: !32)
!42 = !DILocation(line: 30, column: 1, scope: !32)
!43 = distinct !DISubprogram(name: "pop", scope: !2, file: !2, line: 32, type: !44, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9)
!44 = !DISubroutineType(types: !45)
!45 = !{!20}
!46 = !DILocation(line: 33, column: 3, scope: !43)
!47 = !DILocation(line: 34, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !43, file: !2, line: 34, column: 7)
!49 = !DILocation(line: 34, column: 11, scope: !48)
!50 = !DILocation(line: 34, column: 7, scope: !43)
!51 = !DILocation(line: 35, column: 8, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !2, line: 34, column: 16)
!53 = !DILocation(line: 36, column: 18, scope: !52)
!54 = !DILocation(line: 36, column: 12, scope: !52)
!55 = !DILocation(line: 36, column: 5, scope: !52)
!56 = !DILocation(line: 38, column: 3, scope: !43)
!57 = !DILocation(line: 0, scope: !43)
!58 = !DILocation(line: 39, column: 1, scope: !43)
!59 = distinct !DISubprogram(name: "top_value", scope: !2, file: !2, line: 41, type: !44, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9)
!60 = !DILocation(line: 42, column: 3, scope: !59)
!61 = !DILocation(line: 43, column: 7, scope: !62)
!62 = distinct !DILexicalBlock(scope: !59, file: !2, line: 43, column: 7)
!63 = !DILocation(line: 43, column: 11, scope: !62)
!64 = !DILocation(line: 43, column: 7, scope: !59)
!65 = !DILocation(line: 44, column: 18, scope: !62)
!66 = !DILocation(line: 44, column: 22, scope: !62)
!67 = !DILocation(line: 44, column: 12, scope: !62)
!68 = !DILocation(line: 44, column: 5, scope: !62)
!69 = !DILocation(line: 45, column: 3, scope: !59)
!70 = !DILocation(line: 0, scope: !59)
!71 = !DILocation(line: 46, column: 1, scope: !59)
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !44, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !35)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 49, type: !20)
!74 = distinct !DILexicalBlock(scope: !72, file: !2, line: 49, column: 3)
!75 = !DILocation(line: 0, scope: !74)
!76 = !DILocation(line: 49, column: 8, scope: !74)
!77 = !DILocation(line: 49, scope: !74)
!78 = !DILocation(line: 49, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !74, file: !2, line: 49, column: 3)
!80 = !DILocation(line: 49, column: 3, scope: !74)
!81 = !DILocation(line: 50, column: 14, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !2, line: 49, column: 40)
!83 = !DILocalVariable(name: "op", scope: !82, file: !2, line: 50, type: !20)
!84 = !DILocation(line: 0, scope: !82)
!85 = !DILocation(line: 51, column: 12, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !2, line: 51, column: 9)
!87 = !DILocation(line: 51, column: 9, scope: !82)
!88 = !DILocation(line: 52, column: 12, scope: !86)
!89 = !DILocation(line: 52, column: 7, scope: !86)
!90 = !DILocation(line: 53, column: 17, scope: !91)
!91 = distinct !DILexicalBlock(scope: !86, file: !2, line: 53, column: 14)
!92 = !DILocation(line: 53, column: 14, scope: !86)
!93 = !DILocation(line: 54, column: 7, scope: !91)
!94 = !DILocation(line: 56, column: 7, scope: !91)
!95 = !DILocation(line: 57, column: 3, scope: !82)
!96 = !DILocation(line: 49, column: 36, scope: !79)
!97 = !DILocation(line: 49, column: 3, scope: !79)
!98 = distinct !{!98, !80, !99, !100}
!99 = !DILocation(line: 57, column: 3, scope: !74)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 58, column: 3, scope: !72)
