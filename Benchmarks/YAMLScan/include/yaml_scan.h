#ifndef LAYOUTC_YAML_SCAN_H
#define LAYOUTC_YAML_SCAN_H
#include <stddef.h>

/// libyaml's bare event scan: yaml_parser_parse in a loop, nothing else. The yardstick every
/// layoutc stage is measured against. Returns the number of events, or -1 on a parse error.
long layoutc_yaml_scan(const unsigned char *bytes, size_t length);

#endif
