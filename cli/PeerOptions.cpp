#include "PeerOptions.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <stdexcept>

namespace swarmbmc::cli {

namespace {

using nlohmann::json;

/// A recorded string's bytes: each character U+0000..U+00FF is one byte
/// (the recorder escapes every other byte as \u00XX).
std::string bytes_of(const json& text, const std::string& where) {
  if (!text.is_string()) throw std::runtime_error(where + " is not a string");
  const std::string& utf8 = text.get_ref<const std::string&>();
  std::string bytes;
  for (size_t i = 0; i < utf8.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(utf8[i]);
    if (c < 0x80) {
      bytes.push_back(static_cast<char>(c));
    } else if ((c == 0xc2 || c == 0xc3) && i + 1 < utf8.size()) {  // U+0080..U+00FF
      bytes.push_back(static_cast<char>(((c & 0x03) << 6) | (static_cast<unsigned char>(utf8[++i]) & 0x3f)));
    } else {
      throw std::runtime_error(where + " holds a character above U+00FF (one character is one byte)");
    }
  }
  return bytes;
}

encoder::PeerConnection connection_of(const json& connection, const std::string& where) {
  if (!connection.is_object() || !connection.contains("exchanges") || !connection["exchanges"].is_array())
    throw std::runtime_error(where + " has no \"exchanges\" array");
  encoder::PeerConnection result;
  if (connection.contains("peer_closed")) {
    if (!connection["peer_closed"].is_boolean()) throw std::runtime_error(where + ".peer_closed is not true or false");
    result.peer_closes = connection["peer_closed"].get<bool>();
  }
  size_t i = 0;
  for (const json& exchange : connection["exchanges"]) {
    const std::string at = where + ".exchanges[" + std::to_string(i++) + "]";
    if (!exchange.is_object() || !exchange.contains("request") || !exchange.contains("response"))
      throw std::runtime_error(at + " needs \"request\" and \"response\"");
    result.exchanges.push_back({bytes_of(exchange["request"], at + ".request"),
                                bytes_of(exchange["response"], at + ".response")});
  }
  return result;
}

}  // namespace

encoder::RecordedPeer read_conversation(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read the recorded conversation '" + path + "'");
  json document;
  try {
    document = json::parse(in);
  } catch (const json::parse_error& e) {
    throw std::runtime_error("'" + path + "' is not JSON: " + e.what());
  }
  if (!document.is_object() || document.value("format", "") != "swarmbmc-conversation" ||
      !document.contains("connections") || !document["connections"].is_array())
    throw std::runtime_error("'" + path +
                             "' is no swarmbmc recording (expected {\"format\": \"swarmbmc-conversation\", "
                             "\"connections\": [...]}, see swarmbmc record)");
  if (document.value("version", 0) != 1)
    throw std::runtime_error("'" + path + "': unsupported recording version (expected 1)");
  encoder::RecordedPeer peer{path, {}, false};
  size_t k = 0;
  for (const json& connection : document["connections"])
    peer.connections.push_back(connection_of(connection, "'" + path + "': connections[" + std::to_string(k++) + "]"));
  return peer;
}

void add_peer_options(CLI::App& app, encoder::VerifyOptions& verify) {
  encoder::IoEnvironment& io = verify.io;
  CLI::Option* peer = app.add_option_function<std::string>(
                             "--peer",
                             [&io](const std::string& file) {
                               const bool strict = io.peer && io.peer->strict;
                               io.peer = encoder::RecordedPeer{file, {}, strict};  // read by load_peer
                             },
                             "Sockets talk to the peer recorded by `swarmbmc record` in FILE: recv returns the "
                             "recorded responses while the program's sends match the recorded requests (else "
                             "unknown bytes: a cache miss)")
                             ->type_name("FILE");
  app.add_flag_callback(
         "--peer-strict",
         [&io] {
           if (io.peer) io.peer->strict = true;
         },
         "With --peer: an execution whose request differs from the recording (a cache miss) is cut, and a "
         "proof names the misses it cut")
      ->needs(peer);
}

std::optional<int> load_peer(encoder::VerifyOptions& verify, std::ostream& err) {
  if (!verify.io.peer) return std::nullopt;
  try {
    const bool strict = verify.io.peer->strict;
    verify.io.peer = read_conversation(verify.io.peer->file);
    verify.io.peer->strict = strict;
  } catch (const std::runtime_error& e) {
    err << "swarmbmc: error: --peer: " << e.what() << "\n";
    return 2;
  }
  return std::nullopt;
}

}  // namespace swarmbmc::cli
