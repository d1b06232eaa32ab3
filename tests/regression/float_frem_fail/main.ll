; ModuleID = 'main.c'
source_filename = "main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [63 x i8] c"fmod(a, b) == 1.5 && fmod(-a, b) == -1.5 && fmod(a, -b) == 1.5\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"main.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [35 x i8] c"fmod(0x1p1000, 3.0 * b / b) == 1.0\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [79 x i8] c"isnan(fmod(a, zero)) && isnan(fmod(INFINITY * a, b)) && fmod(a, INFINITY) == a\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [21 x i8] c"signbit(fmod(-b, b))\00", align 1, !dbg !28
@.str.5 = private unnamed_addr constant [9 x i8] c"r < 2.5f\00", align 1, !dbg !33

; Function Attrs: nounwind uwtable
define dso_local i32 @main() #0 !dbg !47 {
entry:
  %retval = alloca i32, align 4
  %a = alloca double, align 8
  %b = alloca double, align 8
  %zero = alloca double, align 8
  %x = alloca float, align 4
  %r = alloca float, align 4
  store i32 0, ptr %retval, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr %a) #5, !dbg !62
    #dbg_declare(ptr %a, !52, !DIExpression(), !63)
  store volatile double 1.050000e+01, ptr %a, align 8, !dbg !63, !tbaa !64
  call void @llvm.lifetime.start.p0(i64 8, ptr %b) #5, !dbg !62
    #dbg_declare(ptr %b, !55, !DIExpression(), !68)
  store volatile double 3.000000e+00, ptr %b, align 8, !dbg !68, !tbaa !64
  call void @llvm.lifetime.start.p0(i64 8, ptr %zero) #5, !dbg !62
    #dbg_declare(ptr %zero, !56, !DIExpression(), !69)
  store volatile double 0.000000e+00, ptr %zero, align 8, !dbg !69, !tbaa !64
  %0 = load volatile double, ptr %a, align 8, !dbg !70, !tbaa !64
  %1 = load volatile double, ptr %b, align 8, !dbg !70, !tbaa !64
  %fmod = frem double %0, %1, !dbg !70
  %cmp = fcmp oeq double %fmod, 1.500000e+00, !dbg !70
  br i1 %cmp, label %land.lhs.true, label %if.else, !dbg !70

land.lhs.true:                                    ; preds = %entry
  %2 = load volatile double, ptr %a, align 8, !dbg !70, !tbaa !64
  %fneg = fneg double %2, !dbg !70
  %3 = load volatile double, ptr %b, align 8, !dbg !70, !tbaa !64
  %fmod1 = frem double %fneg, %3, !dbg !70
  %cmp2 = fcmp oeq double %fmod1, -1.500000e+00, !dbg !70
  br i1 %cmp2, label %land.lhs.true3, label %if.else, !dbg !70

land.lhs.true3:                                   ; preds = %land.lhs.true
  %4 = load volatile double, ptr %a, align 8, !dbg !70, !tbaa !64
  %5 = load volatile double, ptr %b, align 8, !dbg !70, !tbaa !64
  %fneg4 = fneg double %5, !dbg !70
  %fmod5 = frem double %4, %fneg4, !dbg !70
  %cmp6 = fcmp oeq double %fmod5, 1.500000e+00, !dbg !70
  br i1 %cmp6, label %if.then, label %if.else, !dbg !73

if.then:                                          ; preds = %land.lhs.true3
  br label %if.end, !dbg !73

if.else:                                          ; preds = %land.lhs.true3, %land.lhs.true, %entry
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !70
  unreachable, !dbg !70

if.end:                                           ; preds = %if.then
  %6 = load volatile double, ptr %b, align 8, !dbg !74, !tbaa !64
  %mul = fmul double 3.000000e+00, %6, !dbg !74
  %7 = load volatile double, ptr %b, align 8, !dbg !74, !tbaa !64
  %div = fdiv double %mul, %7, !dbg !74
  %fmod7 = frem double 0x7E70000000000000, %div, !dbg !74
  %cmp8 = fcmp oeq double %fmod7, 1.000000e+00, !dbg !74
  br i1 %cmp8, label %if.then9, label %if.else10, !dbg !77

if.then9:                                         ; preds = %if.end
  br label %if.end11, !dbg !77

if.else10:                                        ; preds = %if.end
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 8, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !74
  unreachable, !dbg !74

if.end11:                                         ; preds = %if.then9
  %8 = load volatile double, ptr %a, align 8, !dbg !78, !tbaa !64
  %9 = load volatile double, ptr %zero, align 8, !dbg !78, !tbaa !64
  %fmod12 = frem double %8, %9, !dbg !78
  %10 = call i1 @llvm.is.fpclass.f64(double %fmod12, i32 3), !dbg !78
  br i1 %10, label %land.lhs.true13, label %if.else20, !dbg !78

land.lhs.true13:                                  ; preds = %if.end11
  %11 = load volatile double, ptr %a, align 8, !dbg !78, !tbaa !64
  %mul14 = fmul double 0x7FF0000000000000, %11, !dbg !78
  %12 = load volatile double, ptr %b, align 8, !dbg !78, !tbaa !64
  %fmod15 = frem double %mul14, %12, !dbg !78
  %13 = call i1 @llvm.is.fpclass.f64(double %fmod15, i32 3), !dbg !78
  br i1 %13, label %land.lhs.true16, label %if.else20, !dbg !78

land.lhs.true16:                                  ; preds = %land.lhs.true13
  %14 = load volatile double, ptr %a, align 8, !dbg !78, !tbaa !64
  %fmod17 = frem double %14, 0x7FF0000000000000, !dbg !78
  %15 = load volatile double, ptr %a, align 8, !dbg !78, !tbaa !64
  %cmp18 = fcmp oeq double %fmod17, %15, !dbg !78
  br i1 %cmp18, label %if.then19, label %if.else20, !dbg !81

if.then19:                                        ; preds = %land.lhs.true16
  br label %if.end21, !dbg !81

if.else20:                                        ; preds = %land.lhs.true16, %land.lhs.true13, %if.end11
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 9, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !78
  unreachable, !dbg !78

if.end21:                                         ; preds = %if.then19
  %16 = load volatile double, ptr %b, align 8, !dbg !82, !tbaa !64
  %fneg22 = fneg double %16, !dbg !82
  %17 = load volatile double, ptr %b, align 8, !dbg !82, !tbaa !64
  %fmod23 = frem double %fneg22, %17, !dbg !82
  %18 = bitcast double %fmod23 to i64, !dbg !82
  %19 = icmp slt i64 %18, 0, !dbg !82
  br i1 %19, label %if.then24, label %if.else25, !dbg !85

if.then24:                                        ; preds = %if.end21
  br label %if.end26, !dbg !85

if.else25:                                        ; preds = %if.end21
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 10, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !82
  unreachable, !dbg !82

if.end26:                                         ; preds = %if.then24
  call void @llvm.lifetime.start.p0(i64 4, ptr %x) #5, !dbg !86
    #dbg_declare(ptr %x, !57, !DIExpression(), !87)
  %call = call float @__VERIFIER_nondet_float(), !dbg !88
  store float %call, ptr %x, align 4, !dbg !87, !tbaa !89
  %20 = load float, ptr %x, align 4, !dbg !91, !tbaa !89
  %cmp27 = fcmp oge float %20, 0.000000e+00, !dbg !92
  br i1 %cmp27, label %land.lhs.true28, label %if.end36, !dbg !93

land.lhs.true28:                                  ; preds = %if.end26
  %21 = load float, ptr %x, align 4, !dbg !94, !tbaa !89
  %cmp29 = fcmp olt float %21, 1.000000e+02, !dbg !95
  br i1 %cmp29, label %if.then30, label %if.end36, !dbg !96

if.then30:                                        ; preds = %land.lhs.true28
  call void @llvm.lifetime.start.p0(i64 4, ptr %r) #5, !dbg !97
    #dbg_declare(ptr %r, !59, !DIExpression(), !98)
  %22 = load float, ptr %x, align 4, !dbg !99, !tbaa !89
  %fmod31 = frem float %22, 3.000000e+00, !dbg !100
  store float %fmod31, ptr %r, align 4, !dbg !98, !tbaa !89
  %23 = load float, ptr %r, align 4, !dbg !101, !tbaa !89
  %cmp32 = fcmp olt float %23, 2.500000e+00, !dbg !101
  br i1 %cmp32, label %if.then33, label %if.else34, !dbg !104

if.then33:                                        ; preds = %if.then30
  br label %if.end35, !dbg !104

if.else34:                                        ; preds = %if.then30
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 14, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !101
  unreachable, !dbg !101

if.end35:                                         ; preds = %if.then33
  call void @llvm.lifetime.end.p0(i64 4, ptr %r) #5, !dbg !105
  br label %if.end36, !dbg !106

if.end36:                                         ; preds = %if.end35, %land.lhs.true28, %if.end26
  call void @llvm.lifetime.end.p0(i64 4, ptr %x) #5, !dbg !107
  call void @llvm.lifetime.end.p0(i64 8, ptr %zero) #5, !dbg !107
  call void @llvm.lifetime.end.p0(i64 8, ptr %b) #5, !dbg !107
  call void @llvm.lifetime.end.p0(i64 8, ptr %a) #5, !dbg !107
  ret i32 0, !dbg !108
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !109 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

declare !dbg !115 float @__VERIFIER_nondet_float() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!38}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "main.c", directory: ".", checksumkind: CSK_MD5, checksum: "bdc36a84d4beb7f88225e6b59fc6116c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 63)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 35)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 632, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 79)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 21)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 9)
!38 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !39, splitDebugInlining: false, nameTableKind: None)
!39 = !{!0, !7, !12, !18, !23, !28, !33}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 5, type: !48, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !38, retainedNodes: !51)
!48 = !DISubroutineType(types: !49)
!49 = !{!50}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{!52, !55, !56, !57, !59}
!52 = !DILocalVariable(name: "a", scope: !47, file: !2, line: 6, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !54)
!54 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!55 = !DILocalVariable(name: "b", scope: !47, file: !2, line: 6, type: !53)
!56 = !DILocalVariable(name: "zero", scope: !47, file: !2, line: 6, type: !53)
!57 = !DILocalVariable(name: "x", scope: !47, file: !2, line: 11, type: !58)
!58 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!59 = !DILocalVariable(name: "r", scope: !60, file: !2, line: 13, type: !58)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 12, column: 32)
!61 = distinct !DILexicalBlock(scope: !47, file: !2, line: 12, column: 7)
!62 = !DILocation(line: 6, column: 3, scope: !47)
!63 = !DILocation(line: 6, column: 19, scope: !47)
!64 = !{!65, !65, i64 0}
!65 = !{!"double", !66, i64 0}
!66 = !{!"omnipotent char", !67, i64 0}
!67 = !{!"Simple C/C++ TBAA"}
!68 = !DILocation(line: 6, column: 29, scope: !47)
!69 = !DILocation(line: 6, column: 38, scope: !47)
!70 = !DILocation(line: 7, column: 3, scope: !71)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 7, column: 3)
!72 = distinct !DILexicalBlock(scope: !47, file: !2, line: 7, column: 3)
!73 = !DILocation(line: 7, column: 3, scope: !72)
!74 = !DILocation(line: 8, column: 3, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 8, column: 3)
!76 = distinct !DILexicalBlock(scope: !47, file: !2, line: 8, column: 3)
!77 = !DILocation(line: 8, column: 3, scope: !76)
!78 = !DILocation(line: 9, column: 3, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 9, column: 3)
!80 = distinct !DILexicalBlock(scope: !47, file: !2, line: 9, column: 3)
!81 = !DILocation(line: 9, column: 3, scope: !80)
!82 = !DILocation(line: 10, column: 3, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 10, column: 3)
!84 = distinct !DILexicalBlock(scope: !47, file: !2, line: 10, column: 3)
!85 = !DILocation(line: 10, column: 3, scope: !84)
!86 = !DILocation(line: 11, column: 3, scope: !47)
!87 = !DILocation(line: 11, column: 9, scope: !47)
!88 = !DILocation(line: 11, column: 13, scope: !47)
!89 = !{!90, !90, i64 0}
!90 = !{!"float", !66, i64 0}
!91 = !DILocation(line: 12, column: 7, scope: !61)
!92 = !DILocation(line: 12, column: 9, scope: !61)
!93 = !DILocation(line: 12, column: 17, scope: !61)
!94 = !DILocation(line: 12, column: 20, scope: !61)
!95 = !DILocation(line: 12, column: 22, scope: !61)
!96 = !DILocation(line: 12, column: 7, scope: !47)
!97 = !DILocation(line: 13, column: 5, scope: !60)
!98 = !DILocation(line: 13, column: 11, scope: !60)
!99 = !DILocation(line: 13, column: 21, scope: !60)
!100 = !DILocation(line: 13, column: 15, scope: !60)
!101 = !DILocation(line: 14, column: 5, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 14, column: 5)
!103 = distinct !DILexicalBlock(scope: !60, file: !2, line: 14, column: 5)
!104 = !DILocation(line: 14, column: 5, scope: !103)
!105 = !DILocation(line: 15, column: 3, scope: !61)
!106 = !DILocation(line: 15, column: 3, scope: !60)
!107 = !DILocation(line: 17, column: 1, scope: !47)
!108 = !DILocation(line: 16, column: 3, scope: !47)
!109 = !DISubprogram(name: "__assert_fail", scope: !110, file: !110, line: 69, type: !111, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113, !113, !114, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!115 = !DISubprogram(name: "__VERIFIER_nondet_float", scope: !2, file: !2, line: 4, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!58}
