-- The Neovim 0.7 set-up of docs/editors.md, as a user's init.lua: one
-- cu2hip server, attached to every CUDA, C and C++ buffer. The test gives
-- the server's command line in $CU2HIP_LSP (the mock CUDA headers).
local cu2hip_client

vim.api.nvim_create_autocmd("FileType", {
  pattern = { "cuda", "cpp", "c" },
  callback = function(args)
    if not cu2hip_client then
      cu2hip_client = vim.lsp.start_client({
        name = "cu2hip",
        cmd = vim.split(os.getenv("CU2HIP_LSP"), " ", { trimempty = true }),
        root_dir = vim.fn.getcwd(),
      })
    end
    vim.lsp.buf_attach_client(args.buf, cu2hip_client)
  end,
})
