// Rendering of terms and constants as text.
#include <algorithm>
#include <sstream>

#include "Term.h"

namespace swarmbmc::terms {

std::string to_decimal(u128 v) {
  if (v == 0) return "0";
  std::string digits;
  while (v != 0) {
    digits.push_back(static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  }
  std::reverse(digits.begin(), digits.end());
  return digits;
}

std::string to_signed_decimal(u128 v, unsigned width) {
  const i128 s = to_signed(v, width);
  if (s >= 0) return to_decimal(static_cast<u128>(s));
  std::string text = to_decimal(static_cast<u128>(0) - static_cast<u128>(s));
  text.insert(text.begin(), '-');
  return text;
}

const char* op_name(Op op) {
  switch (op) {
    case Op::BoolConst: return "bool";
    case Op::BvConst: return "bv";
    case Op::Var: return "var";
    case Op::ConstArray: return "const-array";
    case Op::Not: return "not";
    case Op::And: return "and";
    case Op::Or: return "or";
    case Op::Xor: return "xor";
    case Op::Eq: return "=";
    case Op::Ite: return "ite";
    case Op::Ult: return "bvult";
    case Op::Ule: return "bvule";
    case Op::Slt: return "bvslt";
    case Op::Sle: return "bvsle";
    case Op::BvNot: return "bvnot";
    case Op::Neg: return "bvneg";
    case Op::BvAnd: return "bvand";
    case Op::BvOr: return "bvor";
    case Op::BvXor: return "bvxor";
    case Op::Add: return "bvadd";
    case Op::Sub: return "bvsub";
    case Op::Mul: return "bvmul";
    case Op::UDiv: return "bvudiv";
    case Op::SDiv: return "bvsdiv";
    case Op::URem: return "bvurem";
    case Op::SRem: return "bvsrem";
    case Op::Shl: return "bvshl";
    case Op::LShr: return "bvlshr";
    case Op::AShr: return "bvashr";
    case Op::Concat: return "concat";
    case Op::Extract: return "extract";
    case Op::ZExt: return "zero_extend";
    case Op::SExt: return "sign_extend";
    case Op::Select: return "select";
    case Op::Store: return "store";
    case Op::FloatOp: return "float_op";
  }
  return "?";
}

namespace {
void print(std::ostream& out, Term t) {
  switch (t->op) {
    case Op::BoolConst: out << (t->value ? "true" : "false"); return;
    case Op::BvConst: out << "#" << to_decimal(t->value) << ":" << t->width(); return;
    case Op::Var: out << t->name; return;
    default: break;
  }
  out << "(" << op_name(t->op);
  if (t->op == Op::Extract) out << " " << t->param0 << " " << t->param1;
  if (t->op == Op::ZExt || t->op == Op::SExt) out << " " << t->width();
  if (t->op == Op::FloatOp) out << " " << t->param0 << " " << t->param1;
  for (unsigned i = 0; i < t->num_args; ++i) {
    out << " ";
    print(out, t->arg(i));
  }
  out << ")";
}
}  // namespace

std::string to_string(Term t) {
  std::ostringstream out;
  print(out, t);
  return out.str();
}

}  // namespace swarmbmc::terms
