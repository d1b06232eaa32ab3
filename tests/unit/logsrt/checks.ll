; ModuleID = '<stdin>'
source_filename = "checks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [12 x i8] c"after_store\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [6 x i8] c"x < 3\00", align 1, !dbg !11
@.str.2 = private unnamed_addr constant [9 x i8] c"checks.c\00", align 1, !dbg !16
@__func__.assert_then_log = private unnamed_addr constant [16 x i8] c"assert_then_log\00", align 1, !dbg !21
@.str.3 = private unnamed_addr constant [13 x i8] c"after_assert\00", align 1, !dbg !27
@.str.4 = private unnamed_addr constant [15 x i8] c"after_division\00", align 1, !dbg !32

; Function Attrs: noinline nounwind uwtable
define dso_local void @store_then_log(i32 noundef %i) #0 !dbg !49 {
entry:
    #dbg_value(i32 %i, !53, !DIExpression(), !54)
  %idxprom = sext i32 %i to i64, !dbg !55
  %arrayidx = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 %idxprom, !dbg !55
  store i32 1, ptr %arrayidx, align 4, !dbg !56
  call void @swarm_log(ptr noundef @.str), !dbg !57
  ret void, !dbg !58
}

declare void @swarm_log(ptr noundef) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @assert_then_log(i32 noundef %x) #0 !dbg !59 {
entry:
    #dbg_value(i32 %x, !60, !DIExpression(), !61)
  %cmp = icmp slt i32 %x, 3, !dbg !62
  br i1 %cmp, label %cond.true, label %cond.false, !dbg !62

cond.true:                                        ; preds = %entry
  br label %cond.end, !dbg !62

cond.false:                                       ; preds = %entry
  call void @__assert_fail(ptr noundef @.str.1, ptr noundef @.str.2, i32 noundef 16, ptr noundef @__func__.assert_then_log) #3, !dbg !62
  unreachable, !dbg !62

0:                                                ; No predecessors!
  br label %cond.end, !dbg !62

cond.end:                                         ; preds = %0, %cond.true
  call void @swarm_log(ptr noundef @.str.3), !dbg !63
  ret void, !dbg !64
}

; Function Attrs: noreturn
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @divide_then_log(i32 noundef %x, i32 noundef %y) #0 !dbg !65 {
entry:
    #dbg_value(i32 %x, !68, !DIExpression(), !69)
    #dbg_value(i32 %y, !70, !DIExpression(), !69)
  %div = sdiv i32 %x, %y, !dbg !71
    #dbg_value(i32 %div, !72, !DIExpression(), !69)
  call void @swarm_log(ptr noundef @.str.4), !dbg !73
  ret i32 %div, !dbg !74
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @main() #0 !dbg !75 {
entry:
  %call = call i32 @__VERIFIER_nondet_int(), !dbg !78
    #dbg_value(i32 %call, !79, !DIExpression(), !80)
  %cmp = icmp eq i32 %call, 7, !dbg !81
  br i1 %cmp, label %if.then, label %if.end, !dbg !83

if.then:                                          ; preds = %entry
  call void @store_then_log(i32 noundef %call), !dbg !84
  br label %if.end, !dbg !84

if.end:                                           ; preds = %if.then, %entry
  call void @assert_then_log(i32 noundef %call), !dbg !85
  %call1 = call i32 @divide_then_log(i32 noundef 10, i32 noundef %call), !dbg !86
  ret i32 %call1, !dbg !87
}

declare i32 @__VERIFIER_nondet_int() #1

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !37, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "checks.c", directory: "/work/main/tests/unit/logsrt", checksumkind: CSK_MD5, checksum: "65e2f5fb47a892c503637d4858d2ed9d")
!4 = !{!5, !11, !16, !21, !27, !32, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 9)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 128, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 13)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 128, elements: !39)
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !{!40}
!40 = !DISubrange(count: 4)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "store_then_log", scope: !3, file: !3, line: 10, type: !50, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !38}
!52 = !{}
!53 = !DILocalVariable(name: "i", arg: 1, scope: !49, file: !3, line: 10, type: !38)
!54 = !DILocation(line: 0, scope: !49)
!55 = !DILocation(line: 11, column: 3, scope: !49)
!56 = !DILocation(line: 11, column: 8, scope: !49)
!57 = !DILocation(line: 12, column: 3, scope: !49)
!58 = !DILocation(line: 13, column: 1, scope: !49)
!59 = distinct !DISubprogram(name: "assert_then_log", scope: !3, file: !3, line: 15, type: !50, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!60 = !DILocalVariable(name: "x", arg: 1, scope: !59, file: !3, line: 15, type: !38)
!61 = !DILocation(line: 0, scope: !59)
!62 = !DILocation(line: 16, column: 3, scope: !59)
!63 = !DILocation(line: 17, column: 3, scope: !59)
!64 = !DILocation(line: 18, column: 1, scope: !59)
!65 = distinct !DISubprogram(name: "divide_then_log", scope: !3, file: !3, line: 20, type: !66, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!66 = !DISubroutineType(types: !67)
!67 = !{!38, !38, !38}
!68 = !DILocalVariable(name: "x", arg: 1, scope: !65, file: !3, line: 20, type: !38)
!69 = !DILocation(line: 0, scope: !65)
!70 = !DILocalVariable(name: "y", arg: 2, scope: !65, file: !3, line: 20, type: !38)
!71 = !DILocation(line: 21, column: 13, scope: !65)
!72 = !DILocalVariable(name: "q", scope: !65, file: !3, line: 21, type: !38)
!73 = !DILocation(line: 22, column: 3, scope: !65)
!74 = !DILocation(line: 23, column: 3, scope: !65)
!75 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !76, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!76 = !DISubroutineType(types: !77)
!77 = !{!38}
!78 = !DILocation(line: 27, column: 11, scope: !75)
!79 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 27, type: !38)
!80 = !DILocation(line: 0, scope: !75)
!81 = !DILocation(line: 28, column: 9, scope: !82)
!82 = distinct !DILexicalBlock(scope: !75, file: !3, line: 28, column: 7)
!83 = !DILocation(line: 28, column: 7, scope: !75)
!84 = !DILocation(line: 29, column: 5, scope: !82)
!85 = !DILocation(line: 30, column: 3, scope: !75)
!86 = !DILocation(line: 31, column: 10, scope: !75)
!87 = !DILocation(line: 31, column: 3, scope: !75)
