// Trace values as the printf model and the writers print them, and C names
// of variable parts from debug types.
#include <catch2/catch.hpp>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/DIBuilder.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include "encoder/trace/DebugNames.h"
#include "encoder/trace/Trace.h"

using swarmbmc::encoder::TraceValue;
using swarmbmc::encoder::lvalue_at;
using swarmbmc::encoder::c_type_name;
using swarmbmc::encoder::is_signed_type;

TEST_CASE("trace values print as C would", "[trace]") {
  TraceValue minus_one = TraceValue::integer(0xffffffffu, 32, true);
  CHECK(minus_one.text() == "-1");
  CHECK(minus_one.hex() == "0xffffffff");
  TraceValue unsigned_max = minus_one;
  unsigned_max.is_signed = false;
  CHECK(unsigned_max.text() == "4294967295");
  TraceValue five = TraceValue::integer(5, 8, true);
  CHECK(five.hex() == "0x5");
  TraceValue null = TraceValue::pointer(0, "", 0);
  CHECK(null.text() == "NULL");
  TraceValue into_array = TraceValue::pointer(3, "arr", 8);
  CHECK(into_array.text() == "&arr + 8");
  into_array.object = "malloc at list.c:12";
  CHECK(into_array.text() == "&(malloc at list.c:12) + 8");
  into_array.offset = -4;
  CHECK(into_array.text() == "&(malloc at list.c:12) - 4");
  TraceValue flag = TraceValue::boolean(true);
  CHECK(flag.text() == "1");
}

TEST_CASE("lvalues name array elements and struct members from debug types", "[trace]") {
  llvm::LLVMContext context;
  llvm::Module module("m", context);
  llvm::DIBuilder builder(module);
  llvm::DIFile* file = builder.createFile("m.c", "/tmp");
  llvm::DIType* int_type = builder.createBasicType("int", 32, llvm::dwarf::DW_ATE_signed);
  llvm::DIType* unsigned_char = builder.createBasicType("unsigned char", 8, llvm::dwarf::DW_ATE_unsigned_char);
  // int m[2][3]
  llvm::Metadata* dims[] = {builder.getOrCreateSubrange(0, 2), builder.getOrCreateSubrange(0, 3)};
  llvm::DIType* matrix = builder.createArrayType(2 * 3 * 32, 32, int_type, builder.getOrCreateArray(dims));
  CHECK(c_type_name(matrix) == "int[2][3]");
  auto matrix_part = lvalue_at("m", matrix, 5 * 4);
  CHECK(matrix_part.name == "m[1][2]");
  CHECK(matrix_part.type == "int");
  // struct P { int x; unsigned char tag[4]; }
  llvm::Metadata* tag_dims[] = {builder.getOrCreateSubrange(0, 4)};
  llvm::DIType* tag = builder.createArrayType(32, 8, unsigned_char, builder.getOrCreateArray(tag_dims));
  llvm::DIType* x_member = builder.createMemberType(file, "x", file, 1, 32, 32, 0, llvm::DINode::FlagZero, int_type);
  llvm::DIType* tag_member = builder.createMemberType(file, "tag", file, 1, 32, 8, 32, llvm::DINode::FlagZero, tag);
  llvm::Metadata* members[] = {x_member, tag_member};
  llvm::DIType* point = builder.createStructType(file, "P", file, 1, 64, 32, llvm::DINode::FlagZero, nullptr,
                                                 builder.getOrCreateArray(members));
  CHECK(c_type_name(point) == "struct P");
  CHECK(lvalue_at("p", point, 0).name == "p.x");
  auto tag_part = lvalue_at("p", point, 6);
  CHECK(tag_part.name == "p.tag[2]");
  CHECK(tag_part.type == "unsigned char");
  CHECK_FALSE(is_signed_type(tag_part.debug_type));
  CHECK(is_signed_type(int_type));
  CHECK(c_type_name(builder.createPointerType(point, 64)) == "struct P *");
  // A scalar at offset 0 is the variable itself.
  CHECK(lvalue_at("n", int_type, 0).name == "n");
  builder.finalize();
}
