"""No import circles inside hod_desktop/, read from the source (every `import` and
`from ... import` anywhere in a module, including those inside functions and under
TYPE_CHECKING), and the layers keep their direction: ui/ never imports scenes/, engine/
imports neither pygame nor the app's other layers."""
from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[1] / "hod_desktop"


def module_name(path: Path) -> str:
    parts = path.relative_to(PKG.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def imports_of(path: Path, known: set[str]) -> set[str]:
    """The hod_desktop modules that `path` imports (a `from pkg import name` counts as
    importing `pkg.name` when that is a module, else `pkg`)."""
    me = module_name(path)
    base = me.split(".") if is_package(path) else me.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                root = base[:len(base) - (node.level - 1)] if node.level > 1 else base
                mod = ".".join(root + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            names = []
            for a in node.names:
                full = f"{mod}.{a.name}"
                names.append(full if full in known else mod)
        else:
            continue
        for n in names:
            while n and n not in known:  # `import hod_desktop.x.y` imports x.y
                n = n.rpartition(".")[0]
            if n and n != me:
                out.add(n)
    return out


def graph() -> dict[str, set[str]]:
    files = [p for p in PKG.rglob("*.py") if "__pycache__" not in p.parts]
    known = {module_name(p) for p in files}
    return {module_name(p): imports_of(p, known) for p in files}


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def _ignore_package_parents(g: dict[str, set[str]]) -> dict[str, set[str]]:
    """A module is inside its package: `pkg.mod` importing `pkg` (its __init__) is how
    Python loads it, not a circle unless `pkg/__init__` itself imports `pkg.mod`."""
    return {m: {d for d in deps if not m.startswith(d + ".")} for m, deps in g.items()}


def test_the_graph_sees_known_imports():
    g = graph()
    assert "hod_desktop.ui.scene" in g["hod_desktop.ui.table.table_base"]
    assert "hod_desktop.engine.core" in g["hod_desktop.engine.cinco_vidas"]
    assert "hod_desktop.scenes.chinchon.hud" in g["hod_desktop.scenes.chinchon.table"]
    # a made-up circle is found
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_circles():
    found = cycles(_ignore_package_parents(graph()))
    assert found == [], "import circles: " + "; ".join(" <-> ".join(c) for c in found)


def test_ui_never_imports_scenes():
    bad = {m: sorted(d for d in deps if d.startswith("hod_desktop.scenes"))
           for m, deps in graph().items() if m.startswith("hod_desktop.ui")}
    assert {m: d for m, d in bad.items() if d} == {}


def test_engine_stays_pure():
    for path in (PKG / "engine").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            mods = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                    [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level
                    else [])
            for m in mods:
                assert not m.startswith("pygame"), f"{path.name} imports {m}"
    g = graph()
    for m, deps in g.items():
        if m.startswith("hod_desktop.engine"):
            outside = {d for d in deps if not d.startswith("hod_desktop.engine")}
            assert outside <= {"hod_desktop.game_list", "hod_desktop"}, (m, outside)
