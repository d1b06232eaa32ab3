; ModuleID = 'main.c'
source_filename = "main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local global [8 x i32] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
  %4 = call i32 @__VERIFIER_nondet_int(), !dbg !23
  store i32 %4, ptr %2, align 4, !dbg !22
  %5 = load i32, ptr %2, align 4, !dbg !24
  %6 = icmp sge i32 %5, 0, !dbg !25
  br i1 %6, label %7, label %10, !dbg !26

7:                                                ; preds = %0
  %8 = load i32, ptr %2, align 4, !dbg !27
  %9 = icmp slt i32 %8, 5, !dbg !28
  br label %10

10:                                               ; preds = %7, %0
  %11 = phi i1 [ false, %0 ], [ %9, %7 ], !dbg !29
  %12 = zext i1 %11 to i32, !dbg !26
  call void @__VERIFIER_assume(i32 noundef %12), !dbg !30
    #dbg_declare(ptr %3, !31, !DIExpression(), !33)
  store i32 0, ptr %3, align 4, !dbg !33
  br label %13, !dbg !34

13:                                               ; preds = %24, %10
  %14 = load i32, ptr %3, align 4, !dbg !35
  %15 = load i32, ptr %2, align 4, !dbg !37
  %16 = icmp sle i32 %14, %15, !dbg !38
  br i1 %16, label %17, label %27, !dbg !39

17:                                               ; preds = %13
  %18 = load i32, ptr %3, align 4, !dbg !40
  %19 = load i32, ptr %3, align 4, !dbg !41
  %20 = mul nsw i32 2, %19, !dbg !42
  %21 = add nsw i32 %20, 1, !dbg !43
  %22 = sext i32 %21 to i64, !dbg !44
  %23 = getelementptr inbounds [8 x i32], ptr @table, i64 0, i64 %22, !dbg !44
  store i32 %18, ptr %23, align 4, !dbg !45
  br label %24, !dbg !44

24:                                               ; preds = %17
  %25 = load i32, ptr %3, align 4, !dbg !46
  %26 = add nsw i32 %25, 1, !dbg !46
  store i32 %26, ptr %3, align 4, !dbg !46
  br label %13, !dbg !47, !llvm.loop !48

27:                                               ; preds = %13
  %28 = load i32, ptr getelementptr inbounds ([8 x i32], ptr @table, i64 0, i64 1), align 4, !dbg !51
  ret i32 %28, !dbg !52
}

declare i32 @__VERIFIER_nondet_int() #1

declare void @__VERIFIER_assume(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 4, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "main.c", directory: ".", checksumkind: CSK_MD5, checksum: "4ff119484c87cea10d23aadbbe452e6a")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 8)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 6, type: !18, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!6}
!20 = !{}
!21 = !DILocalVariable(name: "n", scope: !17, file: !3, line: 7, type: !6)
!22 = !DILocation(line: 7, column: 7, scope: !17)
!23 = !DILocation(line: 7, column: 11, scope: !17)
!24 = !DILocation(line: 8, column: 21, scope: !17)
!25 = !DILocation(line: 8, column: 23, scope: !17)
!26 = !DILocation(line: 8, column: 28, scope: !17)
!27 = !DILocation(line: 8, column: 31, scope: !17)
!28 = !DILocation(line: 8, column: 33, scope: !17)
!29 = !DILocation(line: 0, scope: !17)
!30 = !DILocation(line: 8, column: 3, scope: !17)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 9, type: !6)
!32 = distinct !DILexicalBlock(scope: !17, file: !3, line: 9, column: 3)
!33 = !DILocation(line: 9, column: 12, scope: !32)
!34 = !DILocation(line: 9, column: 8, scope: !32)
!35 = !DILocation(line: 9, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 9, column: 3)
!37 = !DILocation(line: 9, column: 24, scope: !36)
!38 = !DILocation(line: 9, column: 21, scope: !36)
!39 = !DILocation(line: 9, column: 3, scope: !32)
!40 = !DILocation(line: 10, column: 24, scope: !36)
!41 = !DILocation(line: 10, column: 15, scope: !36)
!42 = !DILocation(line: 10, column: 13, scope: !36)
!43 = !DILocation(line: 10, column: 17, scope: !36)
!44 = !DILocation(line: 10, column: 5, scope: !36)
!45 = !DILocation(line: 10, column: 22, scope: !36)
!46 = !DILocation(line: 9, column: 28, scope: !36)
!47 = !DILocation(line: 9, column: 3, scope: !36)
!48 = distinct !{!48, !39, !49, !50}
!49 = !DILocation(line: 10, column: 24, scope: !32)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 11, column: 10, scope: !17)
!52 = !DILocation(line: 11, column: 3, scope: !17)
