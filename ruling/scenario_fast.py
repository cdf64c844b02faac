"""Reading a valid scenario without pydantic.

The scenario models are pydantic models (``ruling/scenario_models.py``): their JSON Schema and
their diagnostics for a bad file. Importing pydantic and building those models costs most of a
ruling's start-up, so a file is first read here, against the same shapes
(``ruling/scenario_shape.py``, generated from the models and checked against them by a test),
accepting only what needs no conversion (exact types, no coercion). Whatever this reader does
not accept goes to pydantic unchanged — it either converts it the way it always did or reports
the error — so a file means the same either way; this is only a faster road for the files that
pydantic would take as they are.

The objects it makes (``Spec``) answer what the engine asks of a model: its fields as
attributes, ``model_dump(exclude_none=…, exclude=…)`` and ``model_extra``.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ruling.scenario_shape import SHAPES

SHAPE_FILE = Path(__file__).with_name("scenario_shape.py")


class Invalid(Exception):
    """The fast reader does not take this value: pydantic reads it (and may reject it)."""


class Spec:
    """A model instance made by the fast reader."""

    __slots__ = ("_model", "_fields", "_extra")

    def __init__(self, model: str, fields: dict[str, Any], extra: dict[str, Any] | None) -> None:
        object.__setattr__(self, "_model", model)
        object.__setattr__(self, "_fields", fields)
        object.__setattr__(self, "_extra", extra)

    def __getattr__(self, name: str) -> Any:
        fields = object.__getattribute__(self, "_fields")
        if name in fields:
            return fields[name]
        extra = object.__getattribute__(self, "_extra")
        if extra is not None and name in extra:
            return extra[name]
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a scenario model is read-only")

    def __repr__(self) -> str:
        parts = ", ".join(f"{k}={v!r}" for k, v in {**self._fields, **(self._extra or {})}.items())
        return f"{self._model}({parts})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Spec) and self.model_dump() == other.model_dump()

    __hash__ = None  # type: ignore[assignment]

    @property
    def model_extra(self) -> dict[str, Any] | None:
        return self._extra

    def model_dump(
        self, exclude_none: bool = False, exclude: set[str] | None = None
    ) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for k, v in {**self._fields, **(self._extra or {})}.items():
            if exclude and k in exclude:
                continue
            if exclude_none and v is None:
                continue
            out[k] = _dump(v, exclude_none)
        return out


def _dump(v: Any, exclude_none: bool) -> Any:
    if isinstance(v, Spec):
        return v.model_dump(exclude_none=exclude_none)
    if isinstance(v, list):
        return [_dump(x, exclude_none) for x in v]
    if isinstance(v, dict):
        return {k: _dump(x, exclude_none) for k, x in v.items()}
    return v


_MISSING = object()


def read(model: str, data: Any) -> Spec:
    """``data`` as an instance of ``model`` (a name in SHAPES), or ``Invalid``."""
    shape = SHAPES[model]
    if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
        raise Invalid(model)
    fields: dict[str, Any] = {}
    for name, (typ, required, default, ge) in shape["fields"].items():
        if name in data:
            value = _value(typ, data[name])
            if ge is not None and isinstance(value, int) and value < ge:
                raise Invalid(name)
            fields[name] = value
        elif required:
            raise Invalid(name)
        else:
            fields[name] = [] if default == "[]" else {} if default == "{}" else default
    extra_keys = [k for k in data if k not in shape["fields"]]
    if extra_keys and shape["extra"] != "allow":
        raise Invalid(extra_keys[0])
    extra = {k: data[k] for k in extra_keys} if shape["extra"] == "allow" else None
    return Spec(model, fields, extra)


def _value(typ: Any, v: Any) -> Any:
    kind = typ[0]
    if kind == "any":
        return v
    if kind == "none":
        if v is None:
            return None
        raise Invalid("none")
    if kind == "str":
        if type(v) is str:
            return v
        raise Invalid("str")
    if kind == "int":
        if type(v) is int:
            return v
        raise Invalid("int")
    if kind == "bool":
        if type(v) is bool:
            return v
        raise Invalid("bool")
    if kind == "lit":
        if any(type(v) is type(x) and v == x for x in typ[1]):
            return v
        raise Invalid("literal")
    if kind == "list":
        if type(v) is not list:
            raise Invalid("list")
        return [_value(typ[1], x) for x in v]
    if kind == "dict":
        if type(v) is not dict or not all(type(k) is str for k in v):
            raise Invalid("dict")
        return {k: _value(typ[1], x) for k, x in v.items()}
    if kind == "model":
        return read(typ[1], v)
    if kind == "union":
        # pydantic's smart union: a member the value is exactly an instance of wins; the fast
        # reader takes only such a value (anything needing a conversion goes to pydantic)
        for member in typ[1]:
            if _exact(member, v):
                return _value(member, v)
        raise Invalid("union")
    raise Invalid(str(kind))


def _exact(typ: Any, v: Any) -> bool:
    kind = typ[0]
    return (
        kind == "any"
        or (kind == "none" and v is None)
        or (kind == "str" and type(v) is str)
        or (kind == "int" and type(v) is int)
        or (kind == "bool" and type(v) is bool)
        or (kind == "lit" and any(type(v) is type(x) and v == x for x in typ[1]))
        or (kind == "list" and type(v) is list)
        or (kind in ("dict", "model") and type(v) is dict)
    )


def zone(value: Any) -> Any:
    """A zone's contents (``ZoneValue``), or ``Invalid``."""
    return _value(SHAPES["ZoneValue"]["type"], value)


# --------------------------------------------------------------------------- the shape table


def _describe(ann: Any, models: Mapping[str, Any]) -> Any:
    """A type annotation of the models as a shape: (kind, …)."""
    import types
    import typing

    origin = typing.get_origin(ann)
    args = typing.get_args(ann)
    if ann is Any:
        return ("any",)
    if ann is type(None) or ann is None:
        return ("none",)
    if ann in (str, int, bool):
        return (ann.__name__,)
    if origin is typing.Literal:
        return ("lit", tuple(args))
    if origin in (typing.Union, types.UnionType):
        return ("union", tuple(_describe(a, models) for a in args))
    if origin is list:
        return ("list", _describe(args[0], models))
    if origin is dict:
        if args[0] is not str:
            raise TypeError(f"dict keyed by {args[0]}")
        return ("dict", _describe(args[1], models))
    if isinstance(ann, type) and ann.__name__ in models:
        return ("model", ann.__name__)
    raise TypeError(f"no shape for {ann!r}")


def derive() -> dict[str, Any]:
    """The shapes of the pydantic models (imports them)."""
    from pydantic_core import PydanticUndefined

    from ruling import scenario_models as m

    models = {
        n: getattr(m, n)
        for n in (
            "CardSpec",
            "AttackSpec",
            "PendingSpec",
            "TurnSpec",
            "ActionSpec",
            "ChoiceSpec",
            "EffectSpec",
            "ExpectSpec",
            "Scenario",
        )
    }
    out: dict[str, Any] = {}
    for name, cls in models.items():
        fields = {}
        for fname, info in cls.model_fields.items():
            ge = next((getattr(x, "ge", None) for x in info.metadata if hasattr(x, "ge")), None)
            if info.default_factory is not None:
                default: Any = "[]" if info.default_factory() == [] else "{}"
            elif info.default is PydanticUndefined:
                default = None
            else:
                default = info.default
            fields[fname] = (
                _describe(info.annotation, models),
                info.is_required(),
                default,
                ge,
            )
        out[name] = {"extra": cls.model_config.get("extra") or "ignore", "fields": fields}
    out["ZoneValue"] = {"type": _describe(m.ZoneValue, models)}
    return out


def render(shapes: dict[str, Any]) -> str:
    import pprint

    return (
        '"""Generated by ``python -m ruling.scenario_fast --write`` from ruling/scenario_models.py:'
        "\nthe shape of each scenario model, read by the fast reader (ruling/scenario_fast.py). Do"
        '\nnot edit by hand."""\n\nfrom typing import Any\n\nSHAPES: dict[str, Any] = '
        + pprint.pformat(shapes, width=96, sort_dicts=False)
        + "\n"
    )


def main(argv: list[str]) -> int:
    shapes = derive()
    if "--write" in argv:
        tmp = SHAPE_FILE.with_suffix(".tmp")
        tmp.write_text(render(shapes), encoding="utf-8")
        tmp.replace(SHAPE_FILE)
        print(f"wrote {SHAPE_FILE} (then: ruff format {SHAPE_FILE.name})")
        return 0
    same = SHAPES == shapes
    print("scenario shapes up to date" if same else "scenario shapes differ from the models")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
