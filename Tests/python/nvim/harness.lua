-- Drives Neovim's own LSP client on the spec opened by test_neovim.py, after the init.lua that
-- Docs/Editors.md gives for this Neovim version: waits for layoutc's diagnostics, asks for the
-- quick fixes at the first one and applies the first with Neovim's own workspace-edit code,
-- hovers a key, and writes what it saw as JSON to $LAYOUTC_NVIM_RESULT.
local result = { diagnostics = {}, clients = {} }
local buf = vim.api.nvim_get_current_buf()

local function finish()
  local file = io.open(os.getenv("LAYOUTC_NVIM_RESULT"), "w")
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd("qall!")
end

local ok, err = pcall(function()
  result.attached = vim.wait(15000, function() return #vim.lsp.buf_get_clients(buf) > 0 end, 50)
  for _, client in pairs(vim.lsp.buf_get_clients(buf)) do
    table.insert(result.clients, { name = client.name, offset_encoding = client.offset_encoding })
  end
  vim.wait(15000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.diagnostics, { lnum = d.lnum, col = d.col, end_col = d.end_col, message = d.message,
                                       code = d.code, severity = d.severity, source = d.source })
  end
  table.sort(result.diagnostics, function(a, b) return a.lnum < b.lnum end)

  -- The quick fix for the first diagnostic, applied as `vim.lsp.buf.code_action()` would.
  local first = vim.diagnostic.get(buf, { lnum = result.diagnostics[1] and result.diagnostics[1].lnum })[1]
  local client = vim.lsp.buf_get_clients(buf)[next(vim.lsp.buf_get_clients(buf))]
  vim.api.nvim_win_set_cursor(0, { first.lnum + 1, first.col })
  local params = vim.lsp.util.make_range_params()
  params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, first.lnum), only = { "quickfix" } }
  local responses = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", params, 10000) or {}
  result.actions = {}
  for _, response in pairs(responses) do
    for _, action in ipairs(response.result or {}) do
      table.insert(result.actions, action.title)
      if not result.applied and action.edit then
        vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
        result.applied = action.title
      end
    end
  end
  result.fixed_line = vim.api.nvim_buf_get_lines(buf, first.lnum, first.lnum + 1, false)[1]
  -- After the edit the server checks the new text: that diagnostic goes away.
  vim.wait(15000, function()
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      if d.lnum == first.lnum and d.code == first.code then return false end
    end
    return true
  end, 50)
  result.after_fix = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(result.after_fix, { lnum = d.lnum, code = d.code })
  end

  -- Hover on a key (the line and column test_neovim.py asks for, 1-based line, 0-based byte).
  local line, col = tonumber(os.getenv("LAYOUTC_HOVER_LINE")), tonumber(os.getenv("LAYOUTC_HOVER_COL"))
  vim.api.nvim_win_set_cursor(0, { line, col })
  local hovers = vim.lsp.buf_request_sync(buf, "textDocument/hover", vim.lsp.util.make_position_params(), 10000) or {}
  for _, response in pairs(hovers) do
    if response.result and response.result.contents then
      local contents = response.result.contents
      result.hover = type(contents) == "table" and (contents.value or vim.fn.json_encode(contents)) or contents
    end
  end
end)
if not ok then result.error = tostring(err) end
finish()
