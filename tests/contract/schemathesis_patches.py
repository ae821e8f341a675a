"""Three faults of Schemathesis 4.24 (the version tests/contract/schemathesis.sh pins), fixed where
they would otherwise fail or stop the run against this API. Each patch narrows what Schemathesis
does to what it does elsewhere itself; none accepts an answer the document does not give.
Imported by schemathesis_media.py (the hooks module).
"""

import ast
import threading

from schemathesis.core.parameters import ParameterLocation
from schemathesis.core.jsonschema.types import get_type
from schemathesis.specs.openapi import _hypothesis as generation
from schemathesis.specs.openapi.negative import mutations
from schemathesis.specs.openapi.negative.utils import is_binary_format

# 1. A form body whose file input lists several types in `encoding.contentType` (features/upload:
# png, jpeg, gif, webp; tools/convert: doc, docx) goes through Schemathesis's own form builder,
# which in negative mode drops the record of what it mutated: every negative case of such an
# operation is then discarded, Hypothesis's `filter_too_much` health check fails and fuzzing stops.
# A file input with one type (image/*) takes the standard negative path, which keeps that record;
# in negative mode a body whose typed inputs are all files (whose real samples negative mode skips
# anyway) takes that path too. Positive mode still sends the real files of schemathesis_media.py.
_form_with_encoding = generation._build_form_strategy_with_encoding


def _form_strategy(parameter, operation, generation_config, generation_mode, constants_value_source=None):
    schema = parameter.optimized_schema
    properties = schema.get("properties", {}) if isinstance(schema, dict) else {}
    typed = [name for name in properties if parameter.get_property_content_type(name)]
    if generation_mode.is_negative and typed and all(is_binary_format(properties[name]) for name in typed):
        return None
    return _form_with_encoding(parameter, operation, generation_config, generation_mode, constants_value_source)


generation._build_form_strategy_with_encoding = _form_strategy

# 2. A multipart field is text on the wire: an integer 0 for a string field arrives as the string
# "0", valid, and the API rightly takes it (tools/jwt-create's free key/value pairs). Schemathesis's
# coverage phase already skips such type changes for form bodies ("Form-parts stringify every
# value"), and its fuzzing phase skips them for url-encoded forms; multipart fuzzing is told the same.
_change_type = mutations.change_type


def _change_type_on_the_wire(ctx, draw, schema):
    if ctx.location == ParameterLocation.BODY and str(ctx.media_type or "").startswith("multipart/form-data") and "string" in get_type(schema):
        return mutations.MutationResult.FAILURE, None
    return _change_type(ctx, draw, schema)


mutations.change_type = _change_type_on_the_wire

# 3. With `--workers 2`, two threads describing filtered strategies (Hypothesis parses the source of
# their lambdas) run `ast.parse` at once, and CPython 3.11 before 3.11.8 keeps the AST converter's
# recursion depth in state both threads share: "SystemError: AST constructor recursion depth
# mismatch" ends an operation's coverage phase. One parse at a time.
_parse = ast.parse
_parsing = threading.RLock()


def _parse_alone(*args, **kwargs):
    with _parsing:
        return _parse(*args, **kwargs)


ast.parse = _parse_alone
