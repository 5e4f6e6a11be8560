-- A porting session in Neovim 0.7 (`nvim --headless -u init.lua
-- -S nvim-session.lua FILE`), through Neovim's own LSP client: wait for
-- cu2hip's diagnostics, apply the quick fix of one finding with
-- vim.lsp.buf.code_action, undo it and apply it again, hover a CUDA name,
-- save, run "Translate this file to HIP", rewrite the buffer as HIP in place
-- and undo that, and show the translation with docs/editors.md's
-- :Cu2hipShow. Each step writes what it saw to $CU2HIP_OBSERVED for
-- FileCheck; the buffer's text goes to $CU2HIP_BUFFER, the shown text to
-- $CU2HIP_SHOWN. Any step that fails or times out ends Neovim with status 1.
local FIX_CODE = "cu2hip-wave64-lane-math"
local FIX_AT = [[threadIdx\.x & 31]]
local HOVER_AT = [[cudaMemcpyToSymbol]]
local TRANSLATE = "source.cu2hip.translate"
local REWRITE = "source.cu2hip.rewrite"
local TIMEOUT_MS = 60000

local observed = assert(io.open(os.getenv("CU2HIP_OBSERVED"), "w"))
local bufnr = vim.api.nvim_get_current_buf()
local uri = vim.uri_from_bufnr(bufnr)

local function say(line)
  observed:write(line, "\n")
  observed:flush()
end

local function fail(message)
  say("FAILED: " .. message)
  io.stderr:write("nvim-session: ", message, "\n")
  vim.cmd("cquit 1")
end

local function wait_for(what, condition)
  if not vim.wait(TIMEOUT_MS, condition, 20) then
    fail("timed out waiting for " .. what)
  end
end

-- The version of the newest diagnostics the server published for the
-- buffer: a step acts on the analysis of the text it sees, not an older one.
local published_version
local publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
  if result.uri == uri then
    published_version = result.version
  end
  return publish(err, result, ctx, config)
end

local function wait_for_fresh_diagnostics()
  wait_for("the diagnostics of the buffer's version", function()
    return published_version == vim.lsp.util.buf_versions[bufnr]
  end)
end

local function buffer_lines()
  return vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
end

local function cursor_to(pattern)
  vim.api.nvim_win_set_cursor(0, { 1, 0 })
  local pos = vim.fn.searchpos(pattern, "cW")
  if pos[1] == 0 then
    fail("no '" .. pattern .. "' in the buffer")
  end
  return pos
end

local function diagnostics_with_code(code)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.code == code then
      table.insert(found, string.format("%d:%d", d.lnum + 1, d.col + 1))
    end
  end
  return table.concat(found, " ")
end

-- vim.lsp.buf.code_action asks vim.ui.select which action to run; the
-- "user" picks the first whose `accept` says yes, and the step records
-- what was offered. A script's changes are one undo block until something
-- breaks it, as each keystroke does in a session: setting 'undolevels'
-- does (:help undo-blocks).
local function run_code_action(only, accept)
  local chosen
  vim.cmd("let &undolevels = &undolevels")
  vim.ui.select = function(items, _, on_choice)
    local pick
    for _, item in ipairs(items) do
      local action = item[2]
      say(string.format("offered: [%s] %s", action.kind or "", action.title))
      pick = pick or (accept(action) and item)
    end
    if not pick then
      fail("no " .. only .. " action to choose")
    end
    chosen = pick[2]
    say("chosen: " .. chosen.title)
    on_choice(pick)
  end
  vim.lsp.buf.code_action({ only = { only } })
  wait_for("the " .. only .. " code actions", function()
    return chosen ~= nil
  end)
end

local function apply_quick_fix()
  wait_for_fresh_diagnostics()
  local pos = cursor_to(FIX_AT)
  local before = vim.api.nvim_buf_get_changedtick(bufnr)
  run_code_action("quickfix", function(action)
    return action.diagnostics and action.diagnostics[1]
      and action.diagnostics[1].code == FIX_CODE
  end)
  wait_for("the quick fix's edit", function()
    return vim.api.nvim_buf_get_changedtick(bufnr) ~= before
  end)
  say("line " .. pos[1] .. " after the fix: " .. buffer_lines()[pos[1]])
end

local function hover_and_hint()
  wait_for_fresh_diagnostics()
  local line = cursor_to(HOVER_AT)[1]
  local hovers = vim.lsp.buf_request_sync(bufnr, "textDocument/hover",
    vim.lsp.util.make_position_params(), TIMEOUT_MS)
  local _, hover = next(hovers or {})
  if not (hover and hover.result) then
    fail("no hover at line " .. line)
  end
  say("hover at line " .. line .. ": " .. vim.split(hover.result.contents.value, "\n")[1])
  for _, d in ipairs(vim.diagnostic.get(bufnr, { lnum = line - 1 })) do
    if d.code == "cu2hip-edit" then
      say("hint at line " .. line .. ": " .. d.message)
    end
  end
end

-- "Translate this file to HIP": the action's command goes to the server
-- through the client's workspace/executeCommand, whose answer names the
-- file written.
local function translate()
  local answer
  local on_command = vim.lsp.handlers["workspace/executeCommand"]
  vim.lsp.handlers["workspace/executeCommand"] = function(err, result, ctx, config)
    answer = { err = err, result = result }
    return on_command(err, result, ctx, config)
  end
  run_code_action(TRANSLATE, function(action)
    return action.kind == TRANSLATE
  end)
  wait_for("the translation", function()
    return answer ~= nil
  end)
  if answer.err then
    fail("translate: " .. answer.err.message)
  end
  local written = vim.uri_to_fname(answer.result.uri)
  say("translated to: " .. written)
  return written
end

-- "Rewrite this file as HIP in place" is one edit of the buffer, which one
-- undo takes back to the saved text.
local function rewrite_and_undo(translation)
  wait_for_fresh_diagnostics()
  local before = vim.api.nvim_buf_get_changedtick(bufnr)
  run_code_action(REWRITE, function(action)
    return action.kind == REWRITE
  end)
  wait_for("the rewrite's edit", function()
    return vim.api.nvim_buf_get_changedtick(bufnr) ~= before
  end)
  say("rewritten, the buffer is the translation: "
    .. tostring(vim.deep_equal(buffer_lines(), vim.fn.readfile(translation))))
  vim.cmd("undo")
  say("after undo, the buffer is the saved file: "
    .. tostring(vim.deep_equal(buffer_lines(), vim.fn.readfile(vim.api.nvim_buf_get_name(bufnr))))
    .. ", modified: " .. tostring(vim.bo[bufnr].modified))
end

-- :Cu2hipShow, the command docs/editors.md defines, opens the translation
-- in a new window.
local function show_translation()
  vim.cmd("Cu2hipShow")
  wait_for("the translation's window", function()
    return vim.bo.buftype == "nofile"
  end)
  vim.fn.writefile(vim.api.nvim_buf_get_lines(0, 0, -1, false), os.getenv("CU2HIP_SHOWN"))
  say("shown: " .. vim.api.nvim_buf_line_count(0) .. " lines")
end

local function main()
  wait_for("cu2hip to attach", function()
    local _, client = next(vim.lsp.buf_get_clients(bufnr))
    return client ~= nil and client.initialized
  end)
  wait_for("the " .. FIX_CODE .. " diagnostics", function()
    return diagnostics_with_code(FIX_CODE) ~= ""
  end)
  say("diagnostics " .. FIX_CODE .. ": " .. diagnostics_with_code(FIX_CODE))
  local original = buffer_lines()

  apply_quick_fix()
  wait_for_fresh_diagnostics()
  say("after the fix, " .. FIX_CODE .. ": " .. diagnostics_with_code(FIX_CODE))

  vim.cmd("undo")
  say("after undo, the buffer is the original: "
    .. tostring(vim.deep_equal(buffer_lines(), original)))
  apply_quick_fix()
  hover_and_hint()

  vim.cmd("write")
  say("saved: " .. tostring(not vim.bo[bufnr].modified))
  rewrite_and_undo(translate())
  vim.fn.writefile(buffer_lines(), os.getenv("CU2HIP_BUFFER"))
  show_translation()
  vim.cmd("qall")
end

local ok, err = xpcall(main, debug.traceback)
if not ok then
  fail(err)
end
